import Foundation
import SwiftUI
import TandemTestSupport
import Testing

@testable import TandemSwiftUI

/// A text with a counter in its state, under a background and an overlay
/// that are optional views.
private struct Decorated: View {
    let background: Color?
    let overlay: Text?
    @State private var taps = 0

    var body: some View {
        Button("taps \(taps)") { taps += 1 }
            .frame(width: 100, height: 40)
            .background(background)
            .overlay(overlay, alignment: .bottomTrailing)
    }
}

private final class Decorations: ObservableObject {
    @Published var background: Color?
    @Published var overlay: Text?
}

private struct DecoratedRoot: View {
    @ObservedObject var decorations: Decorations

    var body: some View {
        Decorated(background: decorations.background, overlay: decorations.overlay)
    }
}

/// A background or overlay that is an empty optional is left out of the
/// graph (``SecondaryContentModifier``): the modified view alone is laid
/// out and drawn, keeps its node and state when the optional fills and
/// empties, and the filled optional is drawn behind or in front of it.
@MainActor
@Suite struct OptionalSecondaryContentTests {
    @Test func anEmptyOptionalDrawsNothingAndTheViewKeepsItsStateWhenItFills() throws {
        let decorations = Decorations()
        let (controller, window) = host(DecoratedRoot(decorations: decorations), width: 200, height: 100)
        defer { window.isHidden = true }
        let control = try #require(controller.view.allSubviews.first { $0 is UIControl } as? UIControl)
        control.sendActions(for: .touchUpInside)
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["taps 1"])
        let frame = control.convert(control.bounds, to: controller.view)

        decorations.background = .red
        decorations.overlay = Text("!")
        CATransaction.flush()
        // The same control, its state kept; the overlay's text in front, at
        // the bottom trailing corner of the 100 by 40 frame centered in the window.
        #expect(controller.view.allSubviews.first { $0 is UIControl } === control)
        #expect(controller.view.labels.map(\.text) == ["taps 1", "!"])
        let mark = try #require(controller.view.labels.last)
        let markFrame = mark.convert(mark.bounds, to: controller.view)
        #expect(abs(markFrame.maxX - 150) < 1 && abs(markFrame.maxY - 70) < 1)
        let image = try #require(ImageRenderer(content: Decorated(background: .red, overlay: nil)).uiImage)
        #expect(image.size == CGSize(width: 100, height: 40))
        #expect(image.pixel(2, 2).isClose(to: RGBA(255, 59, 48, 255), tolerance: 3))

        decorations.background = nil
        decorations.overlay = nil
        CATransaction.flush()
        #expect(controller.view.allSubviews.first { $0 is UIControl } === control)
        #expect(controller.view.labels.map(\.text) == ["taps 1"])
        #expect(control.convert(control.bounds, to: controller.view) == frame)
        let plain = try #require(ImageRenderer(content: Decorated(background: nil, overlay: nil)).uiImage)
        #expect(plain.size == CGSize(width: 100, height: 40))
        #expect(plain.pixel(2, 2).a == 0)
    }
}
