import Foundation
import Testing
import UIKit

@testable import TandemUIKit

/// The back button shows the previous screen's title when it fits beside
/// the title centered in the bar, else "Back", else the chevron alone, as
/// UIKit's default back button display mode does.
@MainActor
@Suite struct BackButtonTitleTests {
    private func push(_ title: String, over previous: String, width: CGFloat = 390) -> (
        UINavigationController, UIWindow
    ) {
        let root = UIViewController()
        root.title = previous
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: width, height: 844, root: navigation)
        let detail = UIViewController()
        detail.title = title
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        return (navigation, window)
    }

    private func titleLabel(_ text: String, in bar: UINavigationBar) throws -> UILabel {
        try #require(bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == text && !$0.isHidden })
    }

    @Test func thePreviousTitleShowsBesideALongTitleWhenBothFit() throws {
        // The Landmarks-style case: "Apollo 11" behind "Neil A. Armstrong" on a 390-point phone.
        let (navigation, window) = push("Neil A. Armstrong", over: "Apollo 11")
        defer { window.isHidden = true }
        let bar = navigation.navigationBar
        let back = try #require(bar.backButton)
        #expect(back.currentTitle == "Apollo 11")
        #expect(back.accessibilityLabel == "Apollo 11")
        let title = try titleLabel("Neil A. Armstrong", in: bar)
        // The title stays centered in the bar, clear of the back button.
        let textWidth = title.intrinsicContentSize.width
        #expect(abs(title.frame.midX - 195) < 0.5)
        #expect(title.frame.width >= textWidth)
        #expect(back.frame.maxX <= title.frame.midX - textWidth / 2)
    }

    @Test func aPreviousTitleThatDoesNotFitGivesWayToBack() throws {
        let (navigation, window) = push("Neil A. Armstrong", over: "Apollo 11 Lunar Module")
        defer { window.isHidden = true }
        let bar = navigation.navigationBar
        let back = try #require(bar.backButton)
        #expect(back.currentTitle == "Back")
        let title = try titleLabel("Neil A. Armstrong", in: bar)
        #expect(back.frame.maxX <= title.frame.midX - title.intrinsicContentSize.width / 2)
    }

    @Test func theBackButtonTitleOfThePreviousItemIsPreferred() throws {
        let root = UIViewController()
        root.title = "Missions of the Apollo program"
        root.navigationItem.backButtonTitle = "Missions"
        let navigation = UINavigationController(rootViewController: root)
        let window = makeWindow(width: 390, height: 844, root: navigation)
        defer { window.isHidden = true }
        let detail = UIViewController()
        detail.title = "Neil A. Armstrong"
        navigation.pushViewController(detail, animated: false)
        CATransaction.flush()
        #expect(navigation.navigationBar.backButton?.currentTitle == "Missions")
    }

    @Test func aTitleTooWideForBackLeavesTheChevronAlone() throws {
        let (navigation, window) = push("The Eagle has landed at Tranquility", over: "Apollo 11")
        defer { window.isHidden = true }
        #expect((navigation.navigationBar.backButton?.currentTitle ?? "") == "")
    }
}
