import Foundation
import SwiftUI
import TandemTestSupport
import TandemUIKit
import Testing

@MainActor
@Suite struct IntrospectionTests {
    final class Calls {
        var count = 0
    }

    @Test func introspectHandsOverTheUIKitViewsBehindTandemsControls() throws {
        let calls = Calls()
        struct Screen: View {
            @State var name = "Ada"
            @State var on = true
            let calls: Calls
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                        .introspect(.textField) { field in
                            field.textColor = .systemPurple
                            field.clearButtonMode = .always
                        }
                    Toggle("On", isOn: $on)
                        .introspect(.toggle) { $0.onTintColor = .systemOrange }
                    Text("No slider here")
                        .introspect(.slider) { _ in calls.count += 1 }
                    List(0..<3, id: \.self) { Text("Row \($0)") }
                        .introspect(.list) { $0.separatorStyle = .none }
                }
            }
        }
        let (_, window) = host(Screen(calls: calls), width: 320, height: 600)
        defer { window.isHidden = true }
        CATransaction.flush()
        let field = try #require(window.allSubviews.first { $0 is UITextField } as? UITextField)
        #expect(field.textColor == .systemPurple)
        #expect(field.clearButtonMode == .always)
        let toggle = try #require(window.allSubviews.first { $0 is UISwitch } as? UISwitch)
        #expect(toggle.onTintColor == .systemOrange)
        let table = try #require(window.allSubviews.first { $0 is UITableView } as? UITableView)
        #expect(table.separatorStyle == .none)
        #expect(calls.count == 0, "no slider: nothing to hand over")
    }
}
