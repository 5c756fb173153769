import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// `textCase(_:)` changes what `Text` shows, by the locale's rules, and
/// what it measures; the strings and text fields stay as written.
@MainActor
@Suite struct TextCaseTests {
    private func shown<V: View>(_ view: V) -> [String] {
        let (controller, window) = host(view)
        defer { window.isHidden = true }
        return controller.view.labels.map { $0.attributedText?.string ?? $0.text ?? "" }
    }

    @Test func textIsShownInTheCaseTheEnvironmentSets() {
        #expect(
            shown(
                VStack {
                    Text("Section title")
                    Text("Mixed ") + Text("Runs").bold()
                    Text("Kept").textCase(nil)
                    Text(verbatim: "Lower ME").textCase(.lowercase)
                }
                .textCase(.uppercase)) == ["SECTION TITLE", "MIXED RUNS", "Kept", "lower me"])
    }

    @Test func theLocaleDecidesAndTheSizeFollows() {
        // Turkish upper-cases a dotted i as İ.
        #expect(
            shown(Text(verbatim: "istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")))
                == ["İSTANBUL"])
        let lower = UIHostingController(rootView: Text(verbatim: "width"))
        let upper = UIHostingController(rootView: Text(verbatim: "width").textCase(.uppercase))
        let offered = CGSize(width: 1000, height: 1000)
        #expect(upper.sizeThatFits(in: offered).width > lower.sizeThatFits(in: offered).width)
    }

    @Test func aTextFieldKeepsWhatIsTyped() {
        let (controller, window) = host(TextField("", text: .constant("typed")).textCase(.uppercase))
        defer { window.isHidden = true }
        #expect(controller.view.allSubviews.compactMap { ($0 as? UITextField)?.text } == ["typed"])
    }
}
