import Foundation
import SwiftUI
import TandemSupport
import TandemTestSupport
import Testing

/// A generated UI: `depth` levels of a stack in a modifier (and, with
/// `clips`, in a clipping effect: a UIKit view per level), a red square at
/// the bottom and a label below it.
private struct Nested: View {
    let depth: Int
    let leaf: String
    let clips: Bool

    var body: some View {
        if depth == 0 {
            AnyView(
                VStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20); Text(leaf)
                })
        } else if clips {
            AnyView(
                VStack(spacing: 0) { Nested(depth: depth - 1, leaf: leaf, clips: clips) }.padding(depth == 1 ? 1 : 0)
                    .clipped())
        } else {
            AnyView(
                VStack(spacing: 0) { Nested(depth: depth - 1, leaf: leaf, clips: clips) }.padding(depth == 1 ? 1 : 0))
        }
    }
}

private final class DeepModel: ObservableObject {
    @Published var leaf = "bottom"
    @Published var shown = true
}

private struct DeepScreen: View {
    @ObservedObject var model: DeepModel
    let depth: Int
    let clips: Bool

    var body: some View {
        VStack(spacing: 0) {
            if model.shown { Nested(depth: depth, leaf: model.leaf, clips: clips) }
            Text("top")
        }
    }
}

/// Trees thousands of nodes deep (recursive views, generated UIs) build, lay
/// out, update, draw and go without overflowing the thread's stack, in a
/// debug build too: deep walks continue on stack segments (`StackSpace`).
@MainActor
@Suite struct DeepTreeTests {
    /// 1,000 levels: 2,000 stacks and modifiers, and an `AnyView`, a branch
    /// and the custom view at each level (5,000 nodes deep).
    @Test(arguments: [false, true])
    func aTwoThousandDeepNestingOfStacksAndModifiersBuildsUpdatesDrawsAndGoes(clips: Bool) throws {
        let model = DeepModel()
        let (controller, window) = host(DeepScreen(model: model, depth: 1_000, clips: clips), width: 320, height: 480)
        defer { window.isHidden = true }
        let bottom = try #require(controller.view.labels.first { $0.text == "bottom" })
        let frame = window.frame(of: bottom)
        #expect(frame.width > 0 && frame.height > 0)
        if clips {
            // A clipping view per level, each inside the one above.
            var depth = 0
            var view: UIView? = bottom
            while let current = view, current !== controller.view {
                depth += 1
                view = current.superview
            }
            #expect(depth > 1_000)
        }
        // The red square (the system red) sits above the label, drawn through every level.
        let image = window.tandemSnapshot()
        let scale = Int(image.scale)
        let square = CGPoint(x: frame.midX, y: frame.minY - 10)
        #expect(image.pixel(Int(square.x) * scale, Int(square.y) * scale) == RGBA(255, 59, 48, 255))

        model.leaf = "changed"
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["changed", "top"])

        model.shown = false
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["top"])
    }

    /// A recursion far deeper than a thread's stack completes, on the same
    /// thread, and each level sees the value the level above gave it.
    @Test func aRecursionDeeperThanTheStackContinuesOnSegmentsOfTheSameThread() {
        let thread = pthread_self()
        var sameThread = true
        func depth(_ level: Int) -> Int {
            StackSpace.withSufficientStack {
                if pthread_equal(pthread_self(), thread) == 0 { sameThread = false }
                // About a kilobyte of frame per level, as a debug build's walks take.
                var padding =
                    (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                    as (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)
                padding.0 = level
                return withUnsafePointer(to: &padding) { $0.pointee.0 } == 0 ? 0 : depth(level - 1) + 1
            }
        }
        // 100,000 levels of at least 128 bytes of locals: more than 8 MiB.
        #expect(depth(100_000) == 100_000)
        #expect(sameThread)
        #expect(StackSpace.remaining > StackSpace.reserve)
    }
}
