import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// A primitive style that runs the action from a tap gesture of its own,
/// and records each body it makes.
struct TapTriggerStyle: PrimitiveButtonStyle {
    let log: PrimitiveStyleLog

    func makeBody(configuration: Configuration) -> some View {
        log.entries.append("body")
        return configuration.label
            .padding(20)
            .contentShape(Rectangle())
            .onTapGesture {
                log.entries.append("tap")
                configuration.trigger()
            }
    }
}

/// What happened, in order.
@MainActor
final class PrimitiveStyleLog {
    var entries: [String] = []
}

@MainActor
@Suite struct PrimitiveButtonStyleTests {
    /// A tap on the style's own gesture runs the button's action (the
    /// style's tap, then the action); a disabled button's trigger does nothing.
    @Test func aPrimitiveStyleTriggersTheActionFromItsOwnGesture() throws {
        struct Screen: View {
            let log: PrimitiveStyleLog
            let disabled: Bool
            var body: some View {
                Button("Fire") { log.entries.append("action") }
                    .buttonStyle(TapTriggerStyle(log: log))
                    .disabled(disabled)
            }
        }
        let log = PrimitiveStyleLog()
        let (controller, window) = host(Screen(log: log, disabled: false))
        defer { window.isHidden = true }
        #expect(log.entries == ["body"])
        let label = try #require(controller.view.labels.first { $0.text == "Fire" })
        // No control tracks the touch: the style alone decides.
        #expect(!controller.view.allSubviews.contains { $0 is UIControl })
        let center = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
        window.synthesizeTap(at: center)
        CATransaction.flush()
        #expect(log.entries == ["body", "tap", "action"])
        // In the padding, outside the label: the style's gesture covers it.
        window.synthesizeTap(at: CGPoint(x: center.x, y: center.y - label.bounds.height / 2 - 10))
        CATransaction.flush()
        #expect(log.entries.suffix(2) == ["tap", "action"])

        let disabledLog = PrimitiveStyleLog()
        let (disabled, disabledWindow) = host(Screen(log: disabledLog, disabled: true))
        defer { disabledWindow.isHidden = true }
        let title = try #require(disabled.view.labels.first { $0.text == "Fire" })
        disabledWindow.synthesizeTap(at: title.convert(CGPoint(x: title.bounds.midX, y: title.bounds.midY), to: nil))
        CATransaction.flush()
        #expect(!disabledLog.entries.contains("action"))
    }

    /// The built-in styles are primitive styles: applied, they draw as
    /// before (tinted, plain); their bodies make a button that triggers.
    @Test func theBuiltInStylesArePrimitiveStyles() throws {
        struct Wrapping: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                PlainButtonStyle().makeBody(configuration: configuration).padding(4)
            }
        }
        final class Taps {
            var count = 0
        }
        let taps = Taps()
        struct Screen: View {
            let taps: Taps
            var body: some View {
                VStack {
                    Button("automatic") {}.buttonStyle(.automatic)
                    Button("plain") {}.buttonStyle(.plain)
                    Button("borderless") {}.buttonStyle(BorderlessButtonStyle())
                    Button("wrapped") { taps.count += 1 }.buttonStyle(Wrapping())
                }
            }
        }
        let (controller, window) = host(Screen(taps: taps))
        defer { window.isHidden = true }
        func label(_ title: String) -> UILabel? {
            controller.view.labels.first { $0.text == title }
        }
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(label("automatic")?.textColor == UIColor.systemBlue.resolvedColor(with: light))
        #expect(label("borderless")?.textColor == UIColor.systemBlue.resolvedColor(with: light))
        #expect(label("plain")?.textColor == UIColor.label.resolvedColor(with: light))
        #expect(label("wrapped")?.textColor == UIColor.label.resolvedColor(with: light))
        let wrapped = try #require(label("wrapped"))
        window.synthesizeTap(at: wrapped.convert(CGPoint(x: wrapped.bounds.midX, y: wrapped.bounds.midY), to: nil))
        CATransaction.flush()
        #expect(taps.count == 1)
    }
}
