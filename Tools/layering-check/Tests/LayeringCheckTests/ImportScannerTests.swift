import LayeringCheck
import Testing

struct ImportScannerTests {
    @Test func findsPlainImportsWithTheirLines() {
        let source = "import Foundation\n\nimport Domain\nstruct X {}\n"
        #expect(
            ImportScanner.imports(in: source) == [
                ImportDeclaration(module: "Foundation", line: 1), ImportDeclaration(module: "Domain", line: 3),
            ])
    }

    @Test(arguments: [
        ("@testable import VSMKit", "VSMKit"),
        ("@_exported import FoundationExt", "FoundationExt"),
        ("@preconcurrency import Dispatch", "Dispatch"),
        ("@_spi(Testing) @testable import Services", "Services"),
        ("@_implementationOnly import Domain", "Domain"),
        ("public import Domain", "Domain"),
        ("package import Domain", "Domain"),
        ("internal import Domain", "Domain"),
        ("import struct VSMKit.Store", "VSMKit"),
        ("import func Glibc.exit", "Glibc"),
        ("import Foundation.NSString", "Foundation"),
        ("    import Indented", "Indented"),
        ("import\tTabbed", "Tabbed"),
        ("import Ünïcode", "Ünïcode"),
    ])
    func recognisesEveryFormOfImport(line: String, module: String) {
        #expect(ImportScanner.imports(in: line).map(\.module) == [module])
    }

    @Test(arguments: [
        "// import VSMKit",
        "/* import VSMKit */",
        "let name = \"import VSMKit\"",
        "importer.run()",
        "let important = 1",
        "func `import`() {}",
        "#if canImport(VSMKit)",
        "reimport VSMKit",
    ])
    func ignoresWhatIsNotAnImportDeclaration(line: String) {
        #expect(ImportScanner.imports(in: line) == [])
    }

    @Test func findsSeveralImportsOnOneLine() {
        #expect(ImportScanner.imports(in: "import A; import B").map(\.module) == ["A", "B"])
    }

    @Test func findsImportsInsideConditionalCompilation() {
        let source = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
        #expect(ImportScanner.imports(in: source) == [ImportDeclaration(module: "FoundationNetworking", line: 2)])
    }
}
