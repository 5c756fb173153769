import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

/// `labelsHidden()` leaves each control alone in its row, as iOS does.
@MainActor
@Suite struct LabelsHiddenTests {
    private func texts<V: View>(_ view: V) -> [String?] {
        let (controller, window) = host(view)
        defer { window.isHidden = true }
        return controller.view.labels.map(\.text)
    }

    @Test func controlsShowNoLabelsWhenHidden() {
        let controls = Form {
            Toggle("Wi-Fi", isOn: .constant(true))
            Picker("Flavor", selection: .constant(1)) {
                Text("Vanilla").tag(1)
                Text("Mint").tag(2)
            }
            Stepper("Copies", value: .constant(1), in: 1...5)
        }
        let shown = texts(controls)
        #expect(shown.contains("Wi-Fi") && shown.contains("Flavor") && shown.contains("Copies"))
        let hidden = texts(controls.labelsHidden())
        #expect(!hidden.contains("Wi-Fi") && !hidden.contains("Flavor") && !hidden.contains("Copies"), "\(hidden)")
        #expect(hidden.contains("Vanilla"), "the picker's control (its selected option) stays")
    }
}

extension LabelsHiddenTests {
    /// The accessibility elements of `view`, hosted in a window, in reading
    /// order (with `containers`, the containers among them too).
    private func elements<V: View>(_ view: V, containers: Bool = false) -> [AccessibilityNode] {
        let (_, window) = host(view, width: 390, height: 800)
        defer { window.isHidden = true }
        CATransaction.flush()
        return AccessibilityTree.snapshot(of: window).subtree.filter { containers || $0.isElement }
    }

    /// Apple: "Always provide a label for controls, even when you hide the
    /// label, because SwiftUI uses labels for other purposes, including accessibility."
    @Test func hiddenLabelsStillNameTheirControls() {
        let controls = VStack {
            Toggle("Wi-Fi", isOn: .constant(true))
            Stepper("Copies", value: .constant(1), in: 1...5)
            Slider(value: .constant(0.5)) { Text("Volume") }
            TextField("Name", text: .constant(""))
            DatePicker("Due", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
            ColorPicker("Ink", selection: .constant(.red))
        }
        let shown = elements(controls.labelsHidden(), containers: true)
        let labels = shown.compactMap(\.label)
        for name in ["Wi-Fi", "Copies", "Volume", "Name", "Due", "Ink"] {
            #expect(labels.contains { $0 == name || $0.hasPrefix(name + ",") }, "\(name) in \(shown.map(\.line))")
        }
        #expect(shown.first { $0.role == .switchControl }?.label == "Wi-Fi")
        // A stepper is a container named by its label, holding its two buttons (as XCUITest finds
        // `app.steppers["Copies"].buttons["Increment"]`).
        let stepper = shown.first { $0.role == .stepper }
        #expect(stepper?.label == "Copies")
        #expect(stepper?.children.map(\.label) == ["Decrement", "Increment"])
    }

    @Test func aPickerWithItsLabelHiddenIsStillNamedByIt() {
        let form = Form {
            Picker("Flavor", selection: .constant(1)) {
                Text("Vanilla").tag(1)
                Text("Mint").tag(2)
            }
            .labelsHidden()
        }
        let labels = elements(form).compactMap(\.label)
        #expect(labels.contains { $0.contains("Flavor") }, "\(labels)")
    }

    @Test func aLabelBuiltOfViewsNamesTheControlWithItsTexts() {
        let toggle = Toggle(isOn: .constant(false)) {
            HStack {
                Image(systemName: "wifi")
                Text("Wi-Fi")
            }
        }
        let shown = elements(toggle.labelsHidden())
        #expect(shown.first { $0.role == .switchControl }?.label == "Wi-Fi")
    }
}
