import Foundation
import SwiftUI
import TandemUIKit
import Testing

/// A volume knob drawn by hand, represented to accessibility as a slider.
private struct Knob: View {
    @Binding var volume: Double
    var body: some View {
        ZStack {
            Circle().fill(Color.gray)
            Text("\(Int(volume * 10))")
        }
        .frame(width: 100, height: 100)
        .accessibilityRepresentation {
            Slider(value: $volume) { Text("Volume") }
        }
    }
}

@MainActor
@Suite struct AccessibilityRepresentationTests {
    @Test func aRepresentationStandsForTheViewsElementsAndActsThroughItsControl() throws {
        final class Model: ObservableObject {
            @Published var volume = 0.5
        }
        struct Screen: View {
            @ObservedObject var model: Model
            var body: some View {
                VStack(spacing: 0) {
                    Text("Mixer")
                    Knob(volume: $model.volume)
                }
            }
        }
        let model = Model()
        let (_, window) = host(Screen(model: model), width: 320, height: 480)
        defer { window.isHidden = true }
        CATransaction.flush()
        let found = AccessibilityTree.snapshot(of: window).subtree.filter(\.isElement)
        // The knob's own text is not read; the slider stands in its place.
        #expect(found.map(\.role) == [.staticText, .slider])
        #expect(found.map(\.label) == ["Mixer", "Volume"])
        #expect(found[1].value == "50%")
        #expect(found[1].traits.contains(.adjustable))
        // It is laid out in the knob's frame (the slider's own height, centered).
        let knobFrame = found[1].frame
        #expect(knobFrame.width == 100 && knobFrame.height <= 100)
        // Adjusting the slider changes the knob's value.
        found[1].object.accessibilityIncrement()
        CATransaction.flush()
        #expect(abs(model.volume - 0.6) < 0.0001)
        let after = AccessibilityTree.snapshot(of: window).subtree.filter(\.isElement)
        #expect(after[1].value == "60%")
        // Nothing of the representation is drawn or touched: a hit at the knob finds the knob's views.
        let center = CGPoint(x: knobFrame.midX, y: knobFrame.midY)
        let hit = window.hitTest(window.rectFromScreen(CGRect(origin: center, size: .zero)).origin, with: nil)
        #expect(hit.map { !($0 is UISlider) } ?? true)
    }
}
