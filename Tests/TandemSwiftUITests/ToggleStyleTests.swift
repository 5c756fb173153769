import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// Toggle styles draw a toggle as iOS does and switch its binding: a switch
/// (tinted by `SwitchToggleStyle(tint:)` or `tint(_:)`), a button, or a
/// custom style's body.
@MainActor
@Suite struct ToggleStyleTests {
    private struct Switches: View {
        @State var a = true
        @State var b = true
        @State var c = true
        var body: some View {
            VStack {
                Toggle("Plain", isOn: $a)
                Toggle("Red", isOn: $b).toggleStyle(SwitchToggleStyle(tint: .red))
                Toggle("Purple", isOn: $c).tint(.purple)
            }
            .frame(width: 300)
        }
    }

    @Test func aSwitchsTintComesFromItsStyleOrTheEnvironment() throws {
        let (controller, window) = host(Switches())
        defer { window.isHidden = true }
        let switches = controller.view.allSubviews.compactMap { $0 as? UISwitch }
        try #require(switches.count == 3)
        #expect(switches[0].onTintColor == nil)
        #expect(switches[1].onTintColor == UIColor.systemRed.resolvedColor(with: controller.traitCollection))
        #expect(switches[2].onTintColor == UIColor.systemPurple.resolvedColor(with: controller.traitCollection))
        // The red switch's track is drawn red (left of its knob, which sits right while on).
        let image = window.tandemSnapshot()
        let frame = switches[1].convert(switches[1].bounds, to: nil)
        let red = image.pixel(Int(frame.minX + 8), Int(frame.midY))
        #expect(red.isClose(to: RGBA(255, 59, 48, 255), tolerance: 4), "\(red)")
    }

    private struct ButtonToggle: View {
        @State var isOn = false
        var body: some View {
            VStack {
                Toggle("Bold", isOn: $isOn).toggleStyle(.button)
                Text(isOn ? "on" : "off")
            }
        }
    }

    @Test func theButtonStyleSwitchesOnTapAndFillsWhileOn() throws {
        let (controller, window) = host(ButtonToggle())
        defer { window.isHidden = true }
        #expect(controller.view.allSubviews.contains { $0 is UISwitch } == false)
        let title = try #require(controller.view.labels.first { $0.text == "Bold" })
        let titleFrame = title.convert(title.bounds, to: nil)
        // Off: a bordered button, a light tinted background under the blue title.
        let offBackground = window.tandemSnapshot().pixel(Int(titleFrame.minX - 4), Int(titleFrame.midY))
        window.synthesizeTap(at: CGPoint(x: titleFrame.midX, y: titleFrame.midY))
        CATransaction.flush()
        #expect(controller.view.labels.last?.text == "on")
        // On: the prominent button, filled with the accent blue.
        let onBackground = window.tandemSnapshot().pixel(Int(titleFrame.minX - 4), Int(titleFrame.midY))
        #expect(onBackground.isClose(to: RGBA(0, 122, 255, 255), tolerance: 6), "\(onBackground)")
        #expect(offBackground.b > 200 && offBackground.r > 180, "\(offBackground)")
        window.synthesizeTap(at: CGPoint(x: titleFrame.midX, y: titleFrame.midY))
        CATransaction.flush()
        #expect(controller.view.labels.last?.text == "off")
    }

    /// A style of its own: a check mark and the label, tapped to switch.
    private struct CheckStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Text(configuration.isOn ? "[x]" : "[ ]")
                configuration.label
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    private struct Custom: View {
        @State var isOn = false
        var body: some View {
            VStack {
                Toggle(isOn: $isOn) { Text("Remember me") }.toggleStyle(CheckStyle())
                Text("value \(isOn ? "yes" : "no")")
            }
        }
    }

    @Test func aCustomStyleDrawsItsBodyAndWritesTheBinding() throws {
        let (controller, window) = host(Custom())
        defer { window.isHidden = true }
        #expect(controller.view.labels.map(\.text) == ["[ ]", "Remember me", "value no"])
        let box = try #require(controller.view.labels.first)
        let frame = box.convert(box.bounds, to: nil)
        window.synthesizeTap(at: CGPoint(x: frame.midX, y: frame.midY))
        CATransaction.flush()
        #expect(controller.view.labels.map(\.text) == ["[x]", "Remember me", "value yes"])
    }
}
