import FeatureKit
import Services
import TerminalUI
import Testing
import VSMKitTesting

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PreviewGalleryTests {
    private let previews = [
        Preview("shelf: full", sizes: [TerminalSize(columns: 30, rows: 6)]) { _ in
            FixedScreenView(Screen(title: "Full shelf", lines: ["3 books"]))
        },
        Preview("shelf: empty", dependencies: .preset.blog(.empty)) { _ in
            FixedScreenView(Screen(title: "Empty shelf"))
        },
    ]

    @Test func listsThePreviewsWithTheirSizes() {
        let gallery = PreviewGalleryView(feature: "ShelfFeature", previews: previews)

        #expect(
            gallery.render(size: .fallback).plainText == """
                ShelfFeature previews (2)
                › shelf: full  30x6
                  shelf: empty  80x24 40x20
                ↑↓ choose  enter run  q quit
                """)
    }

    @Test func enterRunsTheChosenPreviewAndEscComesBackToTheList() async throws {
        let gallery = PreviewGalleryView(feature: "ShelfFeature", previews: previews)

        #expect(gallery.handle(.down) == .handled)
        #expect(gallery.handle(.enter) == .handled)
        try await waitUntil { gallery.runningName == "shelf: empty" }

        let screen = gallery.render(size: .fallback)
        #expect(screen.title == "Empty shelf")
        #expect(screen.status == "preview: shelf: empty · esc: the list · preview preset, blog empty")
        #expect(gallery.handle(.escape) == .handled)
        #expect(gallery.runningName == nil)
        #expect(gallery.render(size: .fallback).plainText.contains("› shelf: empty"))
    }

    @Test func aPreviewNamedAtLaunchRunsAtOnce() async throws {
        let gallery = PreviewGalleryView(feature: "ShelfFeature", previews: previews, opening: "shelf: empty")

        gallery.onAppear()

        try await waitUntil { gallery.runningName == "shelf: empty" }
    }

    @Test func theArgumentsChooseTheGalleryOnePreviewTheListOrALink() throws {
        #expect(try PreviewLaunch.parse([], previews: previews) == .gallery)
        #expect(
            try PreviewLaunch.parse(["--preview", "shelf: full"], previews: previews) == .preview(name: "shelf: full"))
        #expect(try PreviewLaunch.parse(["--list"], previews: previews) == .list)
        #expect(try PreviewLaunch.parse(["vsmshop://shelf"], previews: previews) == .link("vsmshop://shelf"))
    }

    @Test func theListingIsOneNameALineInOrder() {
        #expect(PreviewLaunch.listing(previews) == "shelf: full\nshelf: empty\n")
    }

    @Test func anUnknownPreviewListsTheValidNames() {
        #expect(throws: PreviewUsageError.unknownPreview("shelf: gone", valid: ["shelf: full", "shelf: empty"])) {
            try PreviewLaunch.parse(["--preview", "shelf: gone"], previews: previews)
        }
        #expect(
            PreviewUsageError.unknownPreview("shelf: gone", valid: ["shelf: full", "shelf: empty"]).description
                == "no preview named 'shelf: gone'; the previews are:\n  shelf: full\n  shelf: empty")
        #expect(throws: PreviewUsageError.badArguments(["--bogus"])) {
            try PreviewLaunch.parse(["--bogus"], previews: previews)
        }
    }

    @Test func aListNeedsUniqueFlowNamesAndFourPreviewsPerFlow() {
        let twice = previews + [previews[0], Preview("unnamed") { _ in FixedScreenView(Screen(title: "")) }]

        #expect(
            twice.problems() == [
                "'shelf: full' is used twice", "'unnamed' is not named '<flow>: <what>'",
                "flow 'shelf' has 3 previews, fewer than 4",
            ])
        #expect(previews.problems(minimumPerFlow: 2) == [])
    }
}

@Suite(.timeLimit(.minutes(1)))
struct PreviewDependenciesTests {
    @Test func aFailingServiceThrowsItsErrorAndTheOthersKeepThePreset() async throws {
        let dependencies = PreviewDependencies.preset.products(.fails(.timeout))

        await #expect(throws: ServiceError.timeout) { try await dependencies.make().products.featured(3) }
        #expect(try await dependencies.make().cart.load().isEmpty)
        #expect(dependencies.description == "preview preset, products fails (the server did not answer in time)")
    }

    @Test func anEmptyServiceAnswersNothingAndLooksUpNothing() async throws {
        let dependencies = PreviewDependencies.preset.blog(.empty).products(.empty).cart(.empty).make()

        #expect(try await dependencies.blog.loadEntries(page: 1, pageSize: 5).items.isEmpty)
        #expect(try await dependencies.products.search("oak", 5).results.isEmpty)
        #expect(try await dependencies.products.featured(5).isEmpty)
        #expect(try await dependencies.cart.add("p-0418-natural-small", 1).isEmpty)
        await #expect(throws: ServiceError.notFound("blog entry 1")) {
            try await dependencies.blog.loadEntry(entryId: 1)
        }
    }

    @Test func aHangingServiceAnswersOnlyWithCancellation() async {
        let dependencies = PreviewDependencies.preset.cart(.hangs).make()
        let call = Task { try await dependencies.cart.load() }

        call.cancel()

        await #expect(throws: CancellationError.self) { try await call.waitForValue() }
    }
}
