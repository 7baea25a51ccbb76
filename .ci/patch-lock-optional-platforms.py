# The registry mirror here lacks other platforms' optional binaries (@swc/core-darwin-*, ...), so npm leaves them
# out of package-lock.json and `npm ci` then refuses the lock. This adds an os/cpu-tagged entry for each, which
# npm ci skips on this platform. Run after any `npm install`: python3 .ci/patch-lock-optional-platforms.py package-lock.json
import json, re, sys
p = sys.argv[1]
lock = json.load(open(p))
pk = lock['packages']
OS = {'darwin':'darwin','linux':'linux','win32':'win32','android':'android','freebsd':'freebsd','openharmony':'openharmony','netbsd':'netbsd','openbsd':'openbsd','sunos':'sunos','aix':'aix'}
CPU = ['arm64','x64','ia32','arm','ppc64','s390x','riscv64','loong64','wasm32','mips64el']
added = []
for path, meta in list(pk.items()):
    for name, ver in (meta.get('optionalDependencies') or {}).items():
        base = path + '/node_modules/' + name if path else 'node_modules/' + name
        top = 'node_modules/' + name
        if base in pk or top in pk:
            continue
        tail = name.split('/')[-1]
        os_ = next((OS[o] for o in OS if re.search(r'(^|-)' + o + r'(-|$)', tail)), None)
        cpu = next((c for c in CPU if re.search(r'(^|-)' + c + r'(-|$)', tail)), None)
        if not os_ or not cpu:
            print('cannot place', name, file=sys.stderr); continue
        entry = {'version': ver, 'cpu': [cpu], 'license': meta.get('license', 'MIT'), 'optional': True, 'os': [os_]}
        if meta.get('dev'): entry['dev'] = True
        pk[top] = entry
        added.append(name)
lock['packages'] = dict(sorted(pk.items(), key=lambda kv: (kv[0] != '', kv[0])))
json.dump(lock, open(p, 'w'), indent=2)
open(p, 'a').write('\n')
print('added', len(added), added)
