import Foundation
import ProcessTestSupport
import TerminalUI
import TerminalUITesting
import Testing

@Suite
struct ScreenSnapshotTests {
    private let size = TerminalSize(columns: 20, rows: 6)
    private let screen = Screen(
        title: "Cart",
        lines: [Line([Span("Oak "), Span("$19", style: .color(.price))]), Line([.spinner(), " Saving"])],
        footer: [KeyHint("q", "quit")])

    @Test func theTextIsEveryRowAsTheTerminalShowsItAndTheStylesAreRuns() {
        let snapshot = ScreenSnapshot(screen, size: size)

        #expect(snapshot.text == "Cart\n────────────────────\nOak $19\n⠿ Saving\n\nq quit\n")
        #expect(
            snapshot.styles == """
                  1 | 1-4 bold accent
                  2 | 1-20 muted
                  3 | 5-7 price
                  4 | 1-1 accent
                  6 | 1-1 bold; 2-6 muted

                """)
    }

    @Test func aMissingSnapshotSaysHowToRecordOne() throws {
        let directory = try TemporaryDirectory(prefix: "snapshots")
        let snapshots = SnapshotDirectory(url: directory.url, isRecording: false)

        #expect(
            snapshots.verify(ScreenSnapshot(screen, size: size), named: "cart: saving", size: size)?
                .hasPrefix("no snapshot for 'cart: saving' at 20x6: run `make snapshots` to record it") == true)
    }

    @Test func recordingWritesBothFilesAndThenTheyMatch() throws {
        let directory = try TemporaryDirectory(prefix: "snapshots")
        let snapshot = ScreenSnapshot(screen, size: size)

        #expect(
            SnapshotDirectory(url: directory.url, isRecording: true).verify(snapshot, named: "cart: saving", size: size)
                == nil)
        #expect(
            SnapshotDirectory(url: directory.url, isRecording: false).verify(
                snapshot, named: "cart: saving", size: size) == nil)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(files == ["cart_saving.20x6.style.txt", "cart_saving.20x6.txt"])
    }

    @Test func aChangedScreenFailsWithALineDiffOfTheTextAndOfTheStyles() throws {
        let directory = try TemporaryDirectory(prefix: "snapshots")
        _ = SnapshotDirectory(url: directory.url, isRecording: true).verify(
            ScreenSnapshot(screen, size: size), named: "cart", size: size)
        var changed = screen
        changed.lines[0] = Line([Span("Oak "), Span("$21", style: .color(.sale))])

        let failure = SnapshotDirectory(url: directory.url, isRecording: false).verify(
            ScreenSnapshot(changed, size: size), named: "cart", size: size)

        #expect(
            failure == """
                snapshot 'cart' at 20x6 differs from cart.20x6.txt (if the change is intended, run `make snapshots` and commit the files):
                --- expected
                +++ actual
                @@ -1,5 +1,5 @@
                 Cart
                 ────────────────────
                -Oak $19
                +Oak $21
                 ⠿ Saving
                 
                snapshot 'cart' at 20x6 differs from cart.20x6.style.txt (if the change is intended, run `make snapshots` and commit the files):
                --- expected
                +++ actual
                @@ -1,5 +1,5 @@
                   1 | 1-4 bold accent
                   2 | 1-20 muted
                -  3 | 5-7 price
                +  3 | 5-7 sale
                   4 | 1-1 accent
                   6 | 1-1 bold; 2-6 muted
                """)
    }

    @Test func namesAreSanitisedForFiles() {
        #expect(SnapshotDirectory.baseName(of: "entry: load failed", size: .fallback) == "entry_load_failed.80x24")
        #expect(SnapshotDirectory.baseName(of: "list: long & ünïcode", size: size) == "list_long_n_code.20x6")
    }

    @Test func theDiffOfEqualTextsIsEmptyAndFarApartChangesMakeTwoHunks() {
        #expect(LineDiff.unified(expected: "a\nb", actual: "a\nb").isEmpty)
        let expected = (1...12).map(String.init).joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "2\n", with: "two\n").replacingOccurrences(
            of: "11", with: "eleven")

        #expect(
            LineDiff.unified(expected: expected, actual: actual) == """
                --- expected
                +++ actual
                @@ -1,4 +1,4 @@
                 1
                -2
                +two
                 3
                 4
                @@ -9,4 +9,4 @@
                 9
                 10
                -11
                +eleven
                 12
                """)
    }
}
