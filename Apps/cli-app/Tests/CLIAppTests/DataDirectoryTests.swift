import Foundation
import TerminalUI
import Testing

@testable import CLIApp

@Suite struct DataDirectoryTests {
    @Test func theOptionWins() {
        let path = DataDirectory.resolve(
            option: "/tmp/cart/", environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/a"])
        #expect(path == "/tmp/cart")
    }

    @Test func dotAndDotDotInTheOptionAreResolved() {
        #expect(DataDirectory.resolve(option: "/tmp/a/../cart/.", environment: [:]) == "/tmp/cart")
        #expect(DataDirectory.resolve(option: "/tmp/.cart", environment: [:]) == "/tmp/.cart")
    }

    /// A relative option is made absolute from the working folder, as `URL(fileURLWithPath:)` does.
    @Test func aRelativeOptionIsUnderTheWorkingFolder() {
        let expected = URL(fileURLWithPath: "data/cart", isDirectory: true).path
        #expect(DataDirectory.resolve(option: "data/cart", environment: [:]) == expected)
        #expect(DataDirectory.resolve(option: "./data/../cart", environment: [:]) == URL(fileURLWithPath: "cart").path)
    }

    @Test func xdgDataHomeIsUsedWhenAbsolute() {
        #expect(
            DataDirectory.resolve(option: nil, environment: ["XDG_DATA_HOME": "/xdg/", "HOME": "/home/a"])
                == "/xdg/vsm-shop")
        // A relative XDG_DATA_HOME is invalid per the spec and ignored.
        #expect(
            DataDirectory.resolve(option: nil, environment: ["XDG_DATA_HOME": "xdg", "HOME": "/home/a"])
                == "/home/a/.local/share/vsm-shop")
    }

    @Test func otherwiseUnderTheHomeFolder() {
        #expect(
            DataDirectory.resolve(option: nil, environment: ["HOME": "/home/a"]) == "/home/a/.local/share/vsm-shop"
        )
    }
}

@Suite struct ProcessEnvironmentTests {
    /// Only the variables the context reads, with the process's values.
    @Test func theContextReadsItsVariablesFromTheProcess() {
        let environment = AppContext.processEnvironment()
        let declared = Set(DataDirectory.environmentVariables + ColorPolicy.environmentVariables)
        #expect(Set(environment.keys).isSubset(of: declared))
        for name in declared {
            #expect(environment[name] == ProcessInfo.processInfo.environment[name], "\(name)")
        }
        #expect(environment["HOME"] != nil)
    }
}
