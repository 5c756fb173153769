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
        #expect(plain.key == "Row %lld of rows")
        #expect(plain.arguments == ["7"])
        let percent: LocalizedStringKey = "\(count)% done, 100%"
        #expect(percent.key == "%lld%% done, 100%%")
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
        let taken = [
            "%@ and %@", "100%% %@", "%@", "", "plain", "é %@ ü", "%@%@%@", "%%%@%%", "%lld of %d", "%lf%%", "%llu%u",
        ]
        for format in taken {
            let fast = LocalizedStringKey.substitutingObjects(in: format, arguments)
            #expect(fast != nil, "\(format)")
            #expect(fast == LocalizedStringKey.substitutingConversions(in: format, arguments), "\(format)")
        }
        // A conversion with a position, precision or flag, a trailing "%",
        // length letters without a conversion, and a "%" combined with a
        // mark before (U+0600 prepends) or after (U+0301 combines).
        let givenWay = [
            "%1$@", "50%", "\u{600}%@", "%@\u{301}", "%%\u{301}", "%lld\u{301}", "%.2f", "%l", "%lk", "%04d",
        ]
        for format in givenWay {
            #expect(LocalizedStringKey.substitutingObjects(in: format, arguments) == nil, "\(format)")
        }
    }

    /// A number interpolated without a specifier takes its type's default,
    /// in the key and in what shows, as in SwiftUI: `%lld` for an `Int`
    /// (its digits), `%lf` for a `Double` (six decimals).
    @Test func numbersTakeTheirTypesDefaultSpecifier() {
        let count = -1_234_567, unsigned: UInt8 = 200, ratio = 0.5, scale: Float = 2
        let key: LocalizedStringKey = "\(count) rows, \(unsigned), \(ratio) and \(scale)"
        #expect(key.key == "%lld rows, %u, %lf and %f")
        #expect(key.arguments == ["-1234567", "200", "0.500000", "2.000000"])
        #expect(resolved(key) == "-1234567 rows, 200, 0.500000 and 2.000000")
        let big = Int64.max, small = Int8.min
        #expect(resolved("\(big)/\(small)") == "9223372036854775807/-128")
    }
}
