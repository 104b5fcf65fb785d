import Testing

@testable import Monorepo

/// What the cache of extracted APIs is keyed by: the flags that shape a module, not the folder it
/// is built in, so a copy of the tree that shares the cache (the tutorial check's) reads its entries.
@Suite struct PublicAPIKeyTests {
    @Test func theBuildFolderIsLeftOutInEitherSpelling() {
        let flags = ["-c", "release", "-Xswiftc", "-Onone"]
        #expect(PublicAPI.argumentsShapingTheAPI(["--scratch-path", "/tree/.build-make"] + flags) == flags)
        #expect(PublicAPI.argumentsShapingTheAPI(flags + ["--scratch-path=/copy/.build-make"]) == flags)
        #expect(
            PublicAPI.argumentsShapingTheAPI(["--scratch-path", "/tree/.build-make"] + flags)
                == PublicAPI.argumentsShapingTheAPI(["--scratch-path", "/tree/copy/.build-make"] + flags))
    }

    @Test func everyOtherFlagStays() {
        let debug = ["--scratch-path", "/tree/.build-make", "-Xswiftc", "-DDEBUG_EXTRA"]
        #expect(PublicAPI.argumentsShapingTheAPI(debug) == ["-Xswiftc", "-DDEBUG_EXTRA"])
        #expect(PublicAPI.argumentsShapingTheAPI([]) == [])
    }
}
