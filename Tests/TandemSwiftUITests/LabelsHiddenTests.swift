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
