import Testing

@testable import Monorepo

@Suite struct MarkdownLinkCheckTests {
    /// A small tree: a README linking into a guide and a package.
    let files: Set<String> = [
        "README.md", "docs/guide.md", "Packages/Domain/README.md", "Packages/Domain/Package.swift",
    ]

    func check(_ documents: [String: String]) -> [MarkdownLinkCheck.DeadLink] {
        MarkdownLinkCheck(documents: documents, files: files.union(documents.keys)).deadLinks()
    }

    @Test func linksToFilesFoldersAndHeadingsThatExistPass() {
        let dead = check([
            "README.md": """
            # The shop
            See [the guide](docs/guide.md#the-layers-and-their-rules), [Domain](Packages/Domain),
            [its manifest](Packages/Domain/Package.swift#L3-L5), [below](#the-shop) and
            ![a picture](https://example.com/a.png) or <https://example.com>.

            [ref]: docs/guide.md "a title"
            """,
            "docs/guide.md": """
            # Guide
            ## The layers, and their rules
            Back to [the front door](../README.md) or [Domain's tests](/Packages/Domain/README.md#testing-it-alone).
            """,
            "Packages/Domain/README.md": "# Domain\n\n## Testing it alone\n",
        ])
        #expect(dead.isEmpty, "\(dead)")
    }

    @Test func aLinkToAMissingFileFailsNamingTheFileAndLine() {
        let dead = check(["README.md": "# Shop\n\nRead [the history](docs/scale.md).\n"])
        #expect(
            dead.map(\.description) == ["README.md:3: dead link 'docs/scale.md': no such file or folder: docs/scale.md"]
        )
    }

    @Test func aLinkToAMissingAnchorFailsNamingTheFileAndLine() {
        let dead = check([
            "README.md": "# Shop\n[the rules](docs/guide.md#the-rules)\n[here](#shop) [gone](#history)\n",
            "docs/guide.md": "# Guide\n## Rules\n",
        ])
        #expect(
            dead.map(\.description) == [
                "README.md:2: dead link 'docs/guide.md#the-rules': no heading or anchor '#the-rules' in docs/guide.md",
                "README.md:3: dead link '#history': no heading or anchor '#history' in README.md",
            ])
    }

    @Test func linksInCodeAndCommentsAreNotLinksAndLeavingTheRepositoryIsDead() {
        let dead = check([
            "docs/guide.md": """
            # Guide
            ```markdown
            [not a link](missing.md)
            ```
            Inline `[not a link](missing.md)` code, and <!-- [a comment](missing.md) -->.
            [out](../../elsewhere.md)
            [not a line](../Packages/Domain/Package.swift#top)
            """
        ])
        #expect(dead.map(\.line) == [6, 7])
        #expect(dead.first?.reason == "it leaves the repository")
    }

    @Test(arguments: [
        ("Many teams: interfaces, home, navigation as state", "many-teams-interfaces-home-navigation-as-state"),
        ("What `VSMKit` may import", "what-vsmkit-may-import"),
        ("Foundation+Ext → Domain — the layers", "foundationext--domain--the-layers"),
        ("snake_case and Café 2", "snake_case-and-café-2"),
        ("The [linked](https://example.com) **bold** title", "the-linked-bold-title"),
    ])
    func headingsGetGitHubsSlugs(heading: String, slug: String) {
        let document = MarkdownDocument(text: "## \(heading)\n")
        #expect(document.anchors == [slug])
    }

    @Test func repeatedHeadingsAreNumberedAndSetextHeadingsAndHTMLAnchorsCount() {
        let text = "# Notes\n## Notes\nNotes\n-----\nA paragraph\n\n<a id=\"custom\"></a>\n- item\n---\n"
        #expect(MarkdownDocument(text: text).anchors == ["notes", "notes-1", "notes-2", "custom"])
    }
}
