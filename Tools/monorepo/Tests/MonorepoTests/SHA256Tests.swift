import Testing

@testable import Monorepo

/// The digest of the test cache's keys against FIPS 180-4's examples.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func theStandardsExamplesGiveItsDigests(message: String, digest: String) {
        #expect(SHA256.hex(message) == digest)
    }

    @Test func aMessageLongerThanOneBlockAndEndingPastTheLengthFieldIsPaddedIntoASecondBlock() {
        // 63 bytes: the padding and length no longer fit in the first block.
        #expect(
            SHA256.hex(String(repeating: "a", count: 63))
                == "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34")
    }
}
