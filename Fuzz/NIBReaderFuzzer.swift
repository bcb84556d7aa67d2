import NIB

/// libFuzzer's entry point for the NIBArchive reader: built outside SwiftPM by
/// `scripts/fuzz-nib-reader.sh`, with the NIB sources only.
///
/// Every input must either read, or fail with a `NIBError` whose description is one visible line naming
/// the file and a byte inside it. An archive that reads must write bytes that read back to the same
/// archive (the same bytes when its tables were in the writer's order), and its graph check and dump
/// must finish, with a well-formed error or without one. Anything else is a crash that libFuzzer saves.
@_cdecl("LLVMFuzzerTestOneInput")
public func nibReaderFuzzTarget(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    do {
        let archive = try NIBArchive(bytes: bytes, file: "fuzz.nib")
        let written = archive.bytes()
        guard let again = try? NIBArchive(bytes: written), again == archive else {
            fatalError("an archive that reads but whose written bytes do not read back the same")
        }
        // An empty table may sit at any table boundary, so "the writer's layout" means all four offsets.
        let layout = { (origin: NIBOrigin?) in
            origin.map { [$0.objectsOffset, $0.keysOffset, $0.valuesOffset, $0.classesOffset] }
        }
        if layout(archive.origin) == layout(again.origin), written != bytes {
            fatalError("an archive in the writer's layout that is not written back byte for byte")
        }
        _ = NIBArchiveDump.text(of: archive)
        _ = NIBArchiveDump.json(of: archive)
        do {
            try archive.validateGraph()
        } catch {
            check(error, count)
        }
    } catch {
        check(error, count)
    }
    return 0
}

/// A message must be one visible line, start with the file name, and name a byte of the input.
private func check(_ error: NIBError, _ count: Int) {
    let text = error.description
    guard text.hasPrefix("fuzz.nib: byte \(error.offset): "), (0...count).contains(error.offset),
        !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    else {
        fatalError("a malformed error for a \(count)-byte input: \(text.debugDescription)")
    }
}
