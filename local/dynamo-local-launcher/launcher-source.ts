/**
 * The Java class that starts DynamoDB Local listening on 127.0.0.1 only, compiled once by loopback-launcher.ts.
 * DynamoDB Local's own command line has no host option and binds every interface, where anyone on the network could
 * read the tables (it has no authentication). The class builds the server exactly as the jar's main does, sets its
 * one connector's host, and starts it.
 */
export const LAUNCHER_CLASS = 'LoopbackDynamoDBLocal';

export const LAUNCHER_SOURCE = `import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local, listening on 127.0.0.1 only. Its own command line has no host option and binds every interface,
 * which would let anyone on the network read the tables (there is no authentication). Same arguments as its jar.
 */
public final class LoopbackDynamoDBLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    int bound = 0;
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector) { ((ServerConnector) connector).setHost("127.0.0.1"); bound++; }
    }
    if (bound == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind to 127.0.0.1");
    proxy.start();
    proxy.join();
  }
}
`;
