import Foundation
import Testing

@testable import TandemSwiftUI

/// An interpolated key resolves to the same string whether its format is
/// read by bytes (only `%@` and `%%`) or character by character: the byte
/// path gives way wherever a `%` could be part of a larger character.
@MainActor
@Suite struct LocalizedStringKeyResolutionTests {
    /// Resolves `key` as a key without a translation (its format is itself).
    private func resolved(_ key: LocalizedStringKey) -> String {
        key.resolved(tableName: nil, bundle: Bundle(path: FileManager.default.temporaryDirectory.path))
    }

    @Test func literalsAreEscapedOnlyWhereTheyHoldAPercentSign() {
        let count = 7
        let plain: LocalizedStringKey = "Row \(count) of rows"
        #expect(plain.key == "Row %@ of rows")
        #expect(plain.arguments == ["7"])
        let percent: LocalizedStringKey = "\(count)% done, 100%"
        #expect(percent.key == "%@%% done, 100%%")
        #expect(resolved(percent) == "7% done, 100%")
        #expect(resolved(plain) == "Row 7 of rows")
    }

    @Test func objectConversionsAreReplacedInOrder() {
        let first = "a%b", second = "é"
        #expect(resolved("\(first) and \(second)") == "a%b and é")
        #expect(resolved("Ünïcode \(second)!") == "Ünïcode é!")
        #expect(resolved("\(first)\(second)") == "a%bé")
    }

    /// The byte path against the character loop, for formats it takes and
    /// formats it must give way on (where the two readings would differ).
    @Test func theBytePathAgreesWithTheCharacterLoopOrGivesWay() {
        let arguments = ["X", "Y"]
        let taken = ["%@ and %@", "100%% %@", "%@", "", "plain", "é %@ ü", "%@%@%@", "%%%@%%"]
        for format in taken {
            let fast = LocalizedStringKey.substitutingObjects(in: format, arguments)
            #expect(fast != nil, "\(format)")
            #expect(fast == LocalizedStringKey.substitutingConversions(in: format, arguments), "\(format)")
        }
        // Another conversion, a trailing "%", and a "%" combined with a
        // mark before (U+0600 prepends) or after (U+0301 combines).
        let givenWay = ["%d", "%1$@", "50%", "\u{600}%@", "%@\u{301}", "%%\u{301}", "%.2f"]
        for format in givenWay {
            #expect(LocalizedStringKey.substitutingObjects(in: format, arguments) == nil, "\(format)")
        }
    }
}
