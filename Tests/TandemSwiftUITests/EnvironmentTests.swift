import Foundation
import SwiftUI
import Testing
import TandemTestSupport

private struct LimitKey: EnvironmentKey {
    static let defaultValue: Int? = 5
}

extension EnvironmentValues {
    var testLimit: Int? {
        get { self[LimitKey.self] }
        set { self[LimitKey.self] = newValue }
    }
}

final class Session: ObservableObject {
    @Published var user = "ada"
}

struct SessionReader: View {
    @EnvironmentObject var session: Session

    var body: some View {
        Text("user \(session.user)")
    }
}

struct EnabledReader: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Text(isEnabled ? "enabled" : "disabled")
    }
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func keysGiveTheirDefaultUntilSetEvenWhenOptional() {
        var environment = EnvironmentValues()
        #expect(environment.testLimit == 5)
        environment.testLimit = nil
        #expect(environment.testLimit == nil)
        environment.testLimit = 7
        #expect(environment.testLimit == 7)
        #expect(environment.isEnabled)
        #expect(environment.font == nil)
    }

    @Test func environmentObjectsReachDescendantsAndAreObserved() {
        let session = Session()
        let (controller, window) = host(VStack { SessionReader() }.environmentObject(session))
        defer { window.isHidden = true }
        #expect(controller.view.labels.first?.text == "user ada")
        session.user = "grace"
        CATransaction.flush()
        #expect(controller.view.labels.first?.text == "user grace")
    }

    @Test func anOuterDisabledWinsOverAnInnerEnabled() {
        let (controller, window) = host(EnabledReader().disabled(false).disabled(true))
        defer { window.isHidden = true }
        #expect(controller.view.labels.first?.text == "disabled")
    }

    @Test func aPreferredColorSchemeSetsTheHostingControllersAppearance() {
        let (controller, window) = host(VStack { SchemeReader().preferredColorScheme(.dark) })
        defer { window.isHidden = true }
        CATransaction.flush()
        #expect(controller.overrideUserInterfaceStyle == .dark)
        #expect(controller.view.labels.first?.text == "dark")
    }

    @Test func theHostsTraitsReachTheEnvironment() {
        let (controller, window) = host(SchemeReader())
        defer { window.isHidden = true }
        controller.overrideUserInterfaceStyle = .dark
        CATransaction.flush()
        #expect(controller.view.labels.first?.text == "dark")
    }
}
