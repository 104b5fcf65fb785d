import Foundation

/// A 64-bit FNV-1a hash of bytes, as 16 hex digits: the key of the tools' caches (a changed input
/// gives another key), not a security measure.
public struct ContentHash: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ bytes: some Sequence<UInt8>) {
        var state = self.state
        var count: UInt64 = 0
        // Through the contiguous storage when there is one: byte by byte through Data is slow unoptimised.
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer {
                state ^= UInt64(byte)
                state = state &* 0x0000_0100_0000_01b3
            }
            count = UInt64(buffer.count)
        }
        if done == nil {
            for byte in bytes {
                state ^= UInt64(byte)
                state = state &* 0x0000_0100_0000_01b3
                count += 1
            }
        }
        // The length after the bytes, so that "ab" + "c" and "a" + "bc" differ.
        for shift in stride(from: 0, to: 64, by: 8) {
            state ^= (count >> UInt64(shift)) & 0xff
            state = state &* 0x0000_0100_0000_01b3
        }
        self.state = state
    }

    public mutating func add(_ text: String) { add(Array(text.utf8)) }

    /// Every regular file under `folder` (from `root`), by path and content, in sorted order; a
    /// missing folder adds nothing.
    public mutating func addFiles(under folder: String, root: String) {
        let base = root + "/" + folder
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: base, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            add(folder)
            add((try? Data(contentsOf: URL(fileURLWithPath: base))) ?? Data())
            return
        }
        let files = (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []).sorted()
        for file in files where !file.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            var isSubfolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: base + "/" + file, isDirectory: &isSubfolder),
                !isSubfolder.boolValue
            else { continue }
            add(folder + "/" + file)
            add((try? Data(contentsOf: URL(fileURLWithPath: base + "/" + file))) ?? Data())
        }
    }

    public var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
