import Testing

@testable import CLIApp

@Suite struct DataDirectoryTests {
    @Test func theOptionWins() {
        let url = DataDirectory.resolve(option: "/tmp/cart", environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/a"])
        #expect(url.path == "/tmp/cart")
    }

    @Test func xdgDataHomeIsUsedWhenAbsolute() {
        #expect(
            DataDirectory.resolve(option: nil, environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/a"]).path
                == "/xdg/vsm-shop")
        // A relative XDG_DATA_HOME is invalid per the spec and ignored.
        #expect(
            DataDirectory.resolve(option: nil, environment: ["XDG_DATA_HOME": "xdg", "HOME": "/home/a"]).path
                == "/home/a/.local/share/vsm-shop")
    }

    @Test func otherwiseUnderTheHomeFolder() {
        #expect(
            DataDirectory.resolve(option: nil, environment: ["HOME": "/home/a"]).path == "/home/a/.local/share/vsm-shop"
        )
    }
}
