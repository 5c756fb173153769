import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// The titles a subtree declares, joined.
private struct TitlesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// `transformPreference` changes what the views inside set, as ancestors read it.
@MainActor
@Suite struct TransformPreferenceTests {
    @Test func aTransformChangesTheSubtreesValue() {
        var read: [String] = []
        let (_, window) = host(
            VStack {
                VStack {
                    Text("A").preference(key: TitlesKey.self, value: ["a"])
                    Text("B").preference(key: TitlesKey.self, value: ["b"])
                }
                .transformPreference(TitlesKey.self) { $0 = $0.map { $0.uppercased() } + ["!"] }
                Text("C").preference(key: TitlesKey.self, value: ["c"])
            }
            .onPreferenceChange(TitlesKey.self) { read = $0 })
        defer { window.isHidden = true }
        #expect(read == ["A", "B", "!", "c"])
    }
}
