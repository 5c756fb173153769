import Foundation
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// Storyboards read from Interface Builder's XML at run time: the view
/// tree, attributes, Auto Layout, outlets, actions and segues in UIKit's order.
@MainActor
@Suite struct StoryboardTests {
    /// The Form scene, made as seed 002 makes its controller.
    private func makeForm() -> FormViewController {
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "FormViewController")
            as! FormViewController
    }

    /// The storyboard's initial navigation controller in a 393×852 window.
    private func showInitial() throws -> (UIWindow, UINavigationController, FormViewController) {
        let navigation = try #require(
            UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let window = makeWindow(width: 393, height: 852, root: navigation)
        let form = try #require(navigation.viewControllers.first as? FormViewController)
        return (window, navigation, form)
    }

    private func tap(_ view: UIView, in window: UIWindow) {
        window.synthesizeTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
        CATransaction.flush()
    }

    @Test func aSceneIsMadeLikeUIKitMakesIt() throws {
        let form = makeForm()
        // Made with init(coder:), awoken before its view is read, as in UIKit.
        #expect(form.events == ["awakeFromNib viewLoaded=false"])
        #expect(!form.isViewLoaded)
        #expect(form.titleLabel == nil)
        #expect(form.title == "Form")
        #expect(form.navigationItem.title == "Sign in")
        #expect(form.navigationItem.largeTitleDisplayMode == .never)
        #expect(form.storyboard != nil)

        form.loadViewIfNeeded()
        #expect(form.events == ["awakeFromNib viewLoaded=false", "viewDidLoad Sign in"])
        let label = try #require(form.titleLabel)
        #expect(label.superview === form.view)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 2)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        var red: CGFloat = 0
        var blue: CGFloat = 0
        label.textColor.getRed(&red, green: nil, blue: &blue, alpha: nil)
        #expect(abs(red - 0.2) < 0.001 && abs(blue - 0.6) < 0.001)
        #expect(form.view.backgroundColor == .systemBackground)
        #expect(form.view.subviews.count == 8)

        #expect(form.rowLabels.map(\.text) == ["Name", "Email"])
        let stack = try #require(form.rowLabels.first?.superview as? UIStackView)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.axis == .vertical && stack.distribution == .fillEqually && stack.spacing == 8)

        #expect(form.emailField.placeholder == "you@example.com")
        #expect(form.emailField.borderStyle == .roundedRect)
        let toggle = try #require(form.view.subviews.compactMap { $0 as? UISwitch }.first)
        #expect(toggle.isOn)
        let slider = try #require(form.view.subviews.compactMap { $0 as? UISlider }.first)
        #expect(slider.value == 0.25)
        #expect(form.submitButton.buttonType == .system)
        #expect(form.submitButton.title(for: .normal) == "Submit")
        #expect(form.submitButton.accessibilityIdentifier == "submit")
    }

    @Test func constraintsPlaceTheViewsAfterLayout() throws {
        let (window, _, form) = try showInitial()
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let safeTop = form.view.safeAreaInsets.top
        let label = try #require(form.titleLabel)
        // Leading and trailing 20 from the safe area, 16 below its top; the
        // placeholder constraint (top = 500) exists only in Interface Builder.
        #expect(label.frame.minX == 20)
        #expect(label.frame.width == 353)
        #expect(label.frame.minY == safeTop + 16)
        let stack = try #require(form.rowLabels.first?.superview)
        #expect(stack.frame.minY == label.frame.maxY + 16)
        #expect(stack.frame.height == 80)
        #expect(form.rowLabels.map(\.frame.height) == [36, 36])
        #expect(form.rowLabels[1].frame.minY == 44)
        #expect(form.submitButton.frame.size == CGSize(width: 100, height: 44))
        // Centered, on whole pixels as UIKit places it at scale 1.
        #expect(abs(form.submitButton.frame.midX - form.view.bounds.midX) <= 0.5)
    }

    @Test func anActionRunsWhenItsControlIsTapped() throws {
        let (window, _, form) = try showInitial()
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        tap(form.submitButton, in: window)
        #expect(form.events.last == "submit Submit")
    }

    @Test func anActionToTheFirstResponderGoesUpTheResponderChain() throws {
        let navigation = try #require(
            UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let window = HelpWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        CATransaction.flush()
        let form = try #require(navigation.topViewController as? FormViewController)
        let help = try #require(form.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Help" })
        tap(help, in: window)
        #expect(window.helpRequests == 1)
    }

    @Test func aTriggeredSegueAsksThenPreparesThenShows() throws {
        let (window, navigation, form) = try showInitial()
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let details = try #require(
            form.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Details" })

        form.allowsSegues = false
        tap(details, in: window)
        #expect(form.events.last == "should showDetail")
        #expect(navigation.viewControllers.count == 1)

        form.allowsSegues = true
        tap(details, in: window)
        // UIKit's order: shouldPerformSegue, then prepare (the destination's
        // view not loaded yet), then the destination is shown.
        #expect(form.events.suffix(2) == ["should showDetail", "prepare showDetail destinationViewLoaded=false"])
        let detail = try #require(navigation.topViewController as? DetailViewController)
        #expect(detail.nameLabel.text == "From form")
        #expect(detail.view.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func performSegueRunsAManualSegueWithoutAsking() throws {
        let (window, navigation, form) = try showInitial()
        defer { window.isHidden = true }
        form.performSegue(withIdentifier: "manualDetail", sender: nil)
        #expect(form.events.last == "prepare manualDetail destinationViewLoaded=false")
        #expect(navigation.topViewController is DetailViewController)

        let messages = diagnostics { form.performSegue(withIdentifier: "nope", sender: nil) }
        #expect(messages.contains { $0.contains("has no segue with identifier 'nope'") })
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func aBarButtonSeguePresents() throws {
        let (window, _, form) = try showInitial()
        defer { window.isHidden = true }
        let item = try #require(form.navigationItem.rightBarButtonItem)
        try #require(item.primaryAction).perform(sender: item)
        CATransaction.flush()
        #expect(form.events.last == "prepare presentSettings destinationViewLoaded=false")
        let presented = try #require(form.presentedViewController ?? form.navigationController?.presentedViewController)
        #expect(presented.title == "Settings")
        #expect(presented.modalPresentationStyle == .fullScreen)
        #expect(presented.view.backgroundColor == .secondarySystemBackground)
    }

    @Test func theCreatorBlockMakesTheController() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        var coderSeen = false
        let detail: DetailViewController = storyboard.instantiateViewController(identifier: "DetailViewController") {
            coder in
            coderSeen = true
            let controller = DetailViewController(coder: coder)
            controller?.name = "Created"
            return controller
        }
        #expect(coderSeen)
        #expect(detail.nameLabel == nil)
        detail.loadViewIfNeeded()
        #expect(detail.nameLabel.text == "Created")
        let plain = storyboard.instantiateViewController(withIdentifier: "Settings")
        #expect(plain.title == "Settings" && type(of: plain) == UIViewController.self)
    }

    @Test func missingStoryboardsAndIdentifiersAreReported() throws {
        var missing: UIStoryboard?
        let notFound = diagnostics { missing = UIStoryboard(name: "Nope", bundle: nil) }
        #expect(notFound.contains { $0.contains("Could not find a storyboard named 'Nope' in bundle") })
        #expect(missing?.instantiateInitialViewController() == nil)

        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        var plain: UIViewController?
        let noIdentifier = diagnostics { plain = storyboard.instantiateViewController(withIdentifier: "Missing") }
        #expect(noIdentifier.contains { $0.contains("doesn't contain a view controller with identifier 'Missing'") })
        #expect(plain.map { type(of: $0) == UIViewController.self } == true)
        // The generic form still returns the requested class.
        let typed: DetailViewController = storyboard.instantiateViewController(identifier: "Missing")
        #expect(typed.name == nil)
    }
}
