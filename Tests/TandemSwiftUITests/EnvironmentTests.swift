import Foundation
import SwiftUI
import TandemTestSupport
import Testing

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

/// Keys of their own, one type each (`Numbered<0>`, `Numbered<1>`...).
private struct NumberedKey<Tag>: EnvironmentKey {
    static var defaultValue: Int { -1 }
}

private enum Tag0 {}
private enum Tag1 {}
private enum Tag2 {}
private enum Tag3 {}

@MainActor
@Suite struct EnvironmentTests {
    @Test func aKeySetFarBackIsFoundAndAKeyNeverSetGivesItsDefault() {
        var environment = EnvironmentValues()
        environment[NumberedKey<Tag0>.self] = 10
        // A long list of other writes after it, and over them a later value for one key.
        for value in 0..<80 {
            environment[NumberedKey<Tag1>.self] = value
            environment.testLimit = value
        }
        environment[NumberedKey<Tag2>.self] = 20
        #expect(environment[NumberedKey<Tag0>.self] == 10)
        #expect(environment[NumberedKey<Tag1>.self] == 79)
        #expect(environment[NumberedKey<Tag2>.self] == 20)
        #expect(environment.testLimit == 79)
        #expect(environment[NumberedKey<Tag3>.self] == -1)
        #expect(EnvironmentValues()[NumberedKey<Tag0>.self] == -1)
    }

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

    @Test func aPreferenceInsideANavigationStackDarkensItsBarToo() throws {
        // Moonshot's shape: the preference is on the stack's screen; the bar is the stack's.
        let (controller, window) = host(
            NavigationStack { SchemeReader().navigationTitle("Moonshot").preferredColorScheme(.dark) })
        defer { window.isHidden = true }
        CATransaction.flush()
        #expect(controller.overrideUserInterfaceStyle == .dark)
        let bar = try #require(controller.view.allSubviews.compactMap { $0 as? UINavigationBar }.first)
        #expect(bar.traitCollection.userInterfaceStyle == .dark)
        let title = try #require(bar.labels.first { $0.text == "Moonshot" })
        #expect(title.textColor.resolvedColor(with: bar.traitCollection) == UIColor.white)
    }

    @Test func theHostsTraitsReachTheEnvironment() {
        let (controller, window) = host(SchemeReader())
        defer { window.isHidden = true }
        controller.overrideUserInterfaceStyle = .dark
        CATransaction.flush()
        #expect(controller.view.labels.first?.text == "dark")
    }

    @Test func aControllersOwnAppearanceStaysUntilAPreferenceTakesItOverAndComesBackAfter() {
        struct Content: View {
            let prefers: ColorScheme?
            var body: some View { SchemeReader().preferredColorScheme(prefers) }
        }
        let controller = UIHostingController(rootView: Content(prefers: nil))
        controller.overrideUserInterfaceStyle = .dark
        let window = makeWindow(root: controller)
        defer { window.isHidden = true }
        CATransaction.flush()
        #expect(controller.overrideUserInterfaceStyle == .dark)
        #expect(controller.view.labels.first?.text == "dark")
        controller.rootView = Content(prefers: .light)
        CATransaction.flush()
        #expect(controller.overrideUserInterfaceStyle == .light)
        controller.rootView = Content(prefers: nil)
        CATransaction.flush()
        #expect(controller.overrideUserInterfaceStyle == .dark)
        #expect(controller.view.labels.first?.text == "dark")
    }
}
