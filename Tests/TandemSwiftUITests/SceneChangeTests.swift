import Foundation
import Observation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// What the apps under test saw.
@MainActor final class SceneChangeLog {
    static var entries: [String] = []
}

/// A model an app reads in its body.
@MainActor @Observable final class SceneChangeModel {
    static let shared = SceneChangeModel()
    var level = 1
}

private struct SceneCounterScreen: View {
    @Binding var count: Int
    var body: some View {
        VStack {
            Text(verbatim: "count \(count)")
            Button("Add") { count += 1 }
        }
    }
}

/// An app whose body reads its own `@State` and an observable model.
private struct CountingApp: App {
    @State private var count = 0

    var body: some Scene {
        WindowGroup { SceneCounterScreen(count: $count) }
            .onChange(of: count) { old, new in SceneChangeLog.entries.append("count \(old) → \(new)") }
            .onChange(of: SceneChangeModel.shared.level, initial: true) { old, new in
                SceneChangeLog.entries.append("level \(old) → \(new)")
            }
    }
}

/// A scene's `onChange(of:initial:_:)` runs when a value the app's body
/// read changes after launch, not only for the initial value.
@MainActor
@Suite(.serialized) struct SceneChangeTests {
    @Test func aSceneSeesTheAppsStateAndModelChange() throws {
        SceneChangeLog.entries = []
        SceneChangeModel.shared.level = 1
        let controllers = AppWindows.rootControllers(for: CountingApp())
        #expect(SceneChangeLog.entries == ["level 1 → 1"], "the initial call comes at launch")
        let window = makeWindow(root: try #require(controllers.first))
        defer { window.isHidden = true }
        #expect(window.label("count 0") != nil)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Add")))
        CATransaction.flush()
        #expect(SceneChangeLog.entries == ["level 1 → 1", "count 0 → 1"])
        #expect(window.label("count 1") != nil, "the app's state reaches its window's content")
        window.synthesizeTap(at: try #require(window.centerOfLabel("Add")))
        CATransaction.flush()
        #expect(SceneChangeLog.entries.last == "count 1 → 2")
        SceneChangeModel.shared.level = 3
        CATransaction.flush()
        #expect(SceneChangeLog.entries == ["level 1 → 1", "count 0 → 1", "count 1 → 2", "level 1 → 3"])
        // An equal value runs nothing.
        SceneChangeModel.shared.level = 3
        CATransaction.flush()
        #expect(SceneChangeLog.entries.count == 4)
    }
}
