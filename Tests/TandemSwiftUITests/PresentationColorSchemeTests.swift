import Foundation
import SwiftUI
import TandemUIKit
import Testing

/// A stack whose screen is pushed at launch (`navigationDestination(isPresented:)`
/// bound to true) and asks for the dark scheme.
private struct PushedAtLaunch: View {
    @State private var showsDetail = true

    var body: some View {
        NavigationStack {
            SchemeReader()
                .navigationDestination(isPresented: $showsDetail) {
                    Text("Detail").preferredColorScheme(.dark)
                }
        }
    }
}

/// A stack whose root links to a screen that asks for the dark scheme.
private struct DarkDetailLink: View {
    var body: some View {
        NavigationStack {
            VStack {
                SchemeReader()
                NavigationLink("Open") { Text("Dark detail").preferredColorScheme(.dark) }
            }
        }
    }
}

/// `preferredColorScheme` on a pushed screen sets the appearance of the
/// whole presentation while the screen is on the stack, as on iOS.
@MainActor
@Suite struct PresentationColorSchemeTests {
    @Test func aScreenPushedAtLaunchDarkensTheWholePresentation() throws {
        let (controller, window) = host(PushedAtLaunch())
        defer { window.isHidden = true }
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let navigation = try #require(controller.children.first as? UINavigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(controller.overrideUserInterfaceStyle == .dark)
        #expect(navigation.navigationBar.traitCollection.userInterfaceStyle == .dark)
        // The covered root is in the dark presentation too; the shown screen draws dark.
        let root = try #require(navigation.viewControllers.first)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        let detail = try #require(navigation.topViewController?.view.labels.first { $0.text == "Detail" })
        #expect(detail.textColor.resolvedColor(with: detail.traitCollection) == UIColor.white)
    }

    @Test func poppingTheScreenThatAskedForDarkWithdrawsThePreference() throws {
        let (controller, window) = host(DarkDetailLink())
        defer { window.isHidden = true }
        let navigation = try #require(controller.children.first as? UINavigationController)
        #expect(controller.overrideUserInterfaceStyle == .unspecified)
        window.synthesizeTap(at: try #require(window.centerOfLabel("Open")))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 2)
        #expect(controller.overrideUserInterfaceStyle == .dark)
        window.synthesizeTap(at: try #require(navigation.backButtonCenter))
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.count == 1)
        #expect(controller.overrideUserInterfaceStyle == .unspecified)
        #expect(controller.view.labels.contains { $0.text == "light" })
        #expect(navigation.navigationBar.traitCollection.userInterfaceStyle == .light)
    }
}
