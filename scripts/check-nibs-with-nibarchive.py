"""Compares the NIB module's reading of each nib with the PyPI package `nibarchive` (MatrixEditor's
independent reader). Run by scripts/check-nibs-with-nibarchive.sh, which installs the package and
builds the dumper; see that script for usage.

Compared for every file: header versions, and table by table every class name and fallback, key name,
object (class, first value, value count) and value (key, type byte, payload). nibarchive labels type 4
"BOOL_TRUE" and 5 "BOOL_FALSE" (nibsqueeze's mistake; research/nib-format.md 1.5): the type bytes must be
equal and its boolean must be the opposite of ours. It reads int8 unsigned (we read the byte signed),
object references and fallbacks as signed int32, data of 17 or 33 bytes starting with 0x07 as doubles,
and data that starts with the magic as a nested archive, compared recursively.
"""
import io, json, math, os, struct, subprocess, sys

import nibarchive


def their_archive(path):
    with open(path, "rb") as handle:
        return nibarchive.NIBArchiveParser(verify=True).parse(io.BytesIO(handle.read()))


def same_float(theirs, ours):
    if isinstance(ours, str):
        ours = float(ours)
    return (math.isnan(theirs) and math.isnan(ours)) or theirs == ours


def compare_value(index, theirs, ours):
    """The first difference between two values, or None."""
    where = f"value {index}"
    if theirs.key_index != ours["key"]:
        return f"{where}: key {theirs.key_index} against ours {ours['key']}"
    kind, payload = ours["type"], ours["value"]
    if theirs.type == nibarchive.NIBValueType.NIBARCHIVE:
        if kind != 8 or "nested" not in ours:
            return f"{where}: nibarchive reads a nested archive where we read type {kind} without one"
        difference = compare(theirs.data, ours["nested"])
        return difference and f"{where} (nested archive): {difference}"
    if int(theirs.type) != kind:
        return f"{where}: type {int(theirs.type)} against ours {kind}"
    data = theirs.data
    if kind in (4, 5):
        ok = data is (not payload)           # its labels are swapped: its True is our false
    elif kind == 0:
        ok = data == payload & 0xFF
    elif kind in (1, 2, 3, 10):
        ok = data == payload
    elif kind in (6, 7):
        ok = same_float(data, payload)
    elif kind == 8:
        raw = bytes.fromhex(payload)
        if isinstance(data, list):
            ok = raw[:1] == b"\x07" and raw[1:] == struct.pack(f"<{len(data)}d", *data)
        else:
            ok = bytes(data) == raw
    elif kind == 9:
        ok = data is None and payload is None
    else:
        ok = False
    return None if ok else f"{where} (type {kind}): nibarchive reads {data!r}, we read {payload!r}"


def compare(theirs, ours):
    """The first difference between nibarchive's archive and our JSON dump, or None."""
    header = theirs.header
    if (header.unknown_1, header.unknown_2) != (ours["formatVersion"], ours["coderVersion"]):
        return f"versions {header.unknown_1}/{header.unknown_2} against ours {ours['formatVersion']}/{ours['coderVersion']}"
    for table, theirs_count in (("classes", len(theirs.class_names)), ("keys", len(theirs.keys)),
                                ("objects", len(theirs.objects)), ("values", len(theirs.values))):
        if theirs_count != len(ours[table]):
            return f"{theirs_count} {table} against ours {len(ours[table])}"
    for index, (entry, mine) in enumerate(zip(theirs.class_names, ours["classes"])):
        if entry.name != mine["name"] or list(entry.extras) != mine["fallbacks"]:
            return f"class {index}: {entry.name!r} {list(entry.extras)} against ours {mine['name']!r} {mine['fallbacks']}"
    for index, (key, mine) in enumerate(zip(theirs.keys, ours["keys"])):
        if key.name != mine:
            return f"key {index}: {key.name!r} against ours {mine!r}"
    for index, (entry, mine) in enumerate(zip(theirs.objects, ours["objects"])):
        if (entry.class_name_index, entry.values_index, entry.value_count) != (mine["class"], mine["valueStart"], mine["valueCount"]):
            return f"object {index}: {entry} against ours {mine}"
    for index, (entry, mine) in enumerate(zip(theirs.values, ours["values"])):
        difference = compare_value(index, entry, mine)
        if difference:
            return difference
    return None


def nib_files(arguments):
    """Each argument as given if it is a file; for folders, every file below whose name ends in .nib
    (compiled nib bundles are folders of .nib files too)."""
    for argument in arguments:
        if os.path.isdir(argument):
            for folder, _, names in sorted(os.walk(argument)):
                for name in sorted(names):
                    if name.endswith(".nib"):
                        yield os.path.join(folder, name)
        else:
            yield argument


def main():
    dumper, arguments = sys.argv[1], sys.argv[2:]
    agreed, differed, skipped = 0, 0, 0
    for path in nib_files(arguments):
        with open(path, "rb") as handle:
            start = handle.read(10)
        if start.startswith(b"bplist00"):
            print(f"skip  {path}: a keyed-archive nib, not NIBArchive")
            skipped += 1
            continue
        ours = subprocess.run([dumper, "--json", path], capture_output=True, text=True)
        try:
            theirs = their_archive(path)
        except Exception as error:  # any failure of the other reader is a disagreement to report
            theirs, their_error = None, f"{type(error).__name__}: {error}"
        if ours.returncode != 0 or theirs is None:
            ours_text = ours.stderr.strip() if ours.returncode != 0 else "reads"
            their_text = their_error if theirs is None else "reads"
            print(f"FAIL  {path}: ours: {ours_text}; nibarchive: {their_text}")
            differed += 1
            continue
        document = json.loads(ours.stdout)
        difference = compare(theirs, document)
        if difference:
            print(f"FAIL  {path}: {difference}")
            differed += 1
        else:
            counts = ", ".join(f"{len(document[t])} {t}" for t in ("objects", "keys", "values", "classes"))
            print(f"ok    {path} ({counts})")
            agreed += 1
    verdict = "PASS" if differed == 0 and agreed > 0 else "FAIL"
    print(f"nibarchive check: {verdict}: {agreed} nibs agree, {differed} differ, {skipped} skipped")
    return 0 if verdict == "PASS" else 1


if __name__ == "__main__":
    sys.exit(main())
