import LayeringCheck
import Testing

struct CommentedImportTests {
    @Test func importsInCommentsAndStringLiteralsAreIgnored() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Domain/Sources/Domain/Notes.swift",
            #"""
            import Foundation
            // import VSMKit
            //import Services
            /// import BlogFeature (a doc comment)
            /* import VSMKit */
            /*
             import VSMKit
             /* nested: */ import Services
             import CartFeature
            */
            let hint = "import VSMKit"
            let raw = #"import "VSMKit""#
            let template = """
                import VSMKit
                import Services
                """
            let interpolated = "\("x") import VSMKit \(hint.count)"
            """#)
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
        #expect(report.importCount == FixtureRepository.cleanImportCount + 1)
    }

    @Test func anImportAfterABlockCommentEndsCounts() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Domain/Sources/Domain/Tricky.swift",
            """
            /* a comment
               over two lines */ import VSMKit
            """)
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.line == 2)
        #expect(violation.message.hasPrefix("Domain imports VSMKit"))
    }

    @Test func anImportAfterAMultiLineStringEndsCounts() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Domain/Sources/Domain/Tricky.swift",
            #"""
            let text = """
                // not a comment, and the string ends below
                """
            import VSMKit
            """#)
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.line == 4)
    }

    @Test func aCommentedOutDependencyInAManifestIsIgnored() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/Domain/Package.swift",
            replacing: "dependencies: [.package(path: \"../Foundation+Ext\")],",
            with: """
                dependencies: [
                        .package(path: "../Foundation+Ext"),
                        // .package(path: "../VSMKit"),
                        /* .package(url: "https://github.com/apple/swift-collections", from: "1.0.0"), */
                    ],
                """)
        #expect(try repository.check().isClean)
    }
}
