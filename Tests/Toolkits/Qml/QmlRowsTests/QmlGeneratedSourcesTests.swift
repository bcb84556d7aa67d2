import Foundation
import TestFixtures
import Testing

/// The committed QML documents, C++ row, qmlcachegen units and loader, qmltc classes and their moc output are
/// exactly what scripts/generate-qml-rows.py writes from the XIBs with this machine's Qt tools.
@Test func generatedQmlSourcesMatchTheGenerator() throws {
    let run = try GeneratorRun("generate-qml-rows.py")
    defer { run.remove() }
    for folder in ["templates/qml", "Sources/Toolkits/Qml/QmlRow/Generated"] {
        let generated = try GeneratorRun.regularFiles(under: run.output.appendingPathComponent(folder))
        let committed = try GeneratorRun.regularFiles(under: PackagePaths.inPackage(folder))
        #expect(generated.contains("Qmltc/moc_cell.cpp") || generated.contains("Cell.qml"), "\(folder): \(generated)")
        #expect(generated == committed, "\(folder)")
        for name in generated.intersection(committed).sorted() {
            let made = try Data(contentsOf: run.output.appendingPathComponent(folder).appendingPathComponent(name))
            let kept = try Data(contentsOf: PackagePaths.inPackage(folder).appendingPathComponent(name))
            #expect(made == kept, "\(folder)/\(name) differs from what scripts/generate-qml-rows.py writes")
        }
    }
}
