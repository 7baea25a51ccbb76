"""Test glue: reads iCalendar feeds with python-dateutil, as a second calendar client would, for the differential tests.

Input (stdin, JSON): a list of {"key", "text", "uid", "until_ms", "max"}. Output (stdout, JSON): {key: [start instants
in epoch ms, ascending] | {"error": message}}: the VEVENT of that UID expanded (DTSTART, RRULE, RDATE, EXDATE) with the
feed's own VTIMEZONE (dateutil.tz.tzical), its overrides (RECURRENCE-ID) applied, instants before until_ms, at most max.
Nothing here reads NagText's code: only the feed's text.
"""
import datetime
import io
import json
import sys

from dateutil import rrule, tz

UTC = datetime.timezone.utc


def unfolded(text):
    lines = []
    for raw in text.replace('\r\n', '\n').split('\n'):
        if raw.startswith(' ') and lines:
            lines[-1] += raw[1:]
        elif raw:
            lines.append(raw)
    return lines


def components(lines, name):
    found, current = [], None
    for line in lines:
        if line == 'BEGIN:' + name:
            current = []
        elif line == 'END:' + name and current is not None:
            found.append(current)
            current = None
        elif current is not None:
            current.append(line)
    return found


def prop(line):
    head, _, value = line.partition(':')
    name, *params = head.split(';')
    return name.upper(), dict(p.split('=', 1) for p in params if '=' in p), value


def timezones(lines):
    blocks, current = [], None
    for line in lines:
        if line == 'BEGIN:VTIMEZONE':
            current = [line]
        elif current is not None:
            current.append(line)
            if line == 'END:VTIMEZONE':
                blocks.append('\r\n'.join(current))
                current = None
    if not blocks:
        return {}
    ical = tz.tzical(io.StringIO('\r\n'.join(['BEGIN:VCALENDAR', *blocks, 'END:VCALENDAR']) + '\r\n'))
    return {key: ical.get(key) for key in ical.keys()}


def when(params, value, zones):
    if value.endswith('Z'):
        return datetime.datetime.strptime(value, '%Y%m%dT%H%M%SZ').replace(tzinfo=UTC)
    naive = datetime.datetime.strptime(value, '%Y%m%dT%H%M%S')
    return naive.replace(tzinfo=zones[params['TZID']]) if 'TZID' in params else naive


def expand(text, uid, until_ms, most):
    lines = unfolded(text)
    zones = timezones(lines)
    events = [dict_of(e) for e in components(lines, 'VEVENT')]
    events = [e for e in events if e['uid'] == uid]
    master = next(e for e in events if e['recurrence_id'] is None)
    overrides = {e['recurrence_id']: e['start'] for e in events if e['recurrence_id'] is not None}

    def props(name):
        return [prop(line) for line in master['lines'] if prop(line)[0] == name]

    (_, params, value), = props('DTSTART')
    dtstart = when(params, value, zones)
    rules = rrule.rruleset()
    for _, _, value in props('RRULE'):
        rules.rrule(rrule.rrulestr(value, dtstart=dtstart))
    if not props('RRULE'):
        rules.rdate(dtstart)
    for _, params, value in props('RDATE'):
        for item in value.split(','):
            rules.rdate(when(params, item, zones))
    for _, params, value in props('EXDATE'):
        for item in value.split(','):
            rules.exdate(when(params, item, zones))
    until = datetime.datetime.fromtimestamp(until_ms / 1000, UTC)
    found = []
    for start in rules:
        moved = overrides.get(start.replace(tzinfo=None))
        at = moved if moved is not None else start
        if at.astimezone(UTC) >= until or len(found) >= most:
            break
        found.append(round(at.timestamp() * 1000))
    return sorted(found)


def dict_of(lines):
    uid, rid, start = None, None, None
    for line in lines:
        name, params, value = prop(line)
        if name == 'UID':
            uid = value
        elif name == 'RECURRENCE-ID':
            rid = datetime.datetime.strptime(value.rstrip('Z'), '%Y%m%dT%H%M%S')
        elif name == 'DTSTART' and value.endswith('Z'):
            start = datetime.datetime.strptime(value, '%Y%m%dT%H%M%SZ').replace(tzinfo=UTC)
    return {'uid': uid, 'recurrence_id': rid, 'start': start, 'lines': lines}


def main():
    answers = {}
    for job in json.load(sys.stdin):
        try:
            answers[job['key']] = expand(job['text'], job['uid'], job['until_ms'], job['max'])
        except Exception as error:  # a feed dateutil cannot read is an answer too
            answers[job['key']] = {'error': f'{type(error).__name__}: {error}'}
    json.dump(answers, sys.stdout)


if __name__ == '__main__':
    main()
