/** Where the web app is (an email's links point into it): APP_BASE_URL in the cloud, the local server's address locally. */
export interface AppLinks {
  /** The app's origin, no trailing slash: `https://app.example.com`. */
  appBaseUrl(): string;
}
