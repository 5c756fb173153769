import Foundation
import TandemSupport
import TandemTestSupport
import Testing
import UIKit

@testable import TandemUIKit

/// The list an unwind segue returns to (`@IBAction func unwindToList(_:)`,
/// listed for Linux in `interfaceBuilderActions`).
final class UnwindListController: UIViewController, InterfaceBuilderActionTarget {
    var events: [String] = []

    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {
        events.append("unwindToList from \(segue.source.title ?? "?") id \(segue.identifier ?? "nil")")
    }

    static let interfaceBuilderActions: [String: InterfaceBuilderAction] = [
        "unwindToList:": InterfaceBuilderAction(UnwindListController.unwindToList)
    ].merging(recognizerActions) { first, _ in first }
}

extension UnwindListController: UIGestureRecognizerDelegate {
    @IBAction func cardDoubleTapped(_ sender: UITapGestureRecognizer) {
        events.append("double tap \(sender.numberOfTapsRequired) on \(type(of: sender.view!))")
    }

    static let recognizerActions: [String: InterfaceBuilderAction] = [
        "cardDoubleTapped:": InterfaceBuilderAction(UnwindListController.cardDoubleTapped)
    ]
}

extension UnwindListController: InterfaceBuilderKeyValueSettable {
    func setInterfaceBuilderValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard keyPath == "greeting" else { return false }
        events.append("greeting \(value as? String ?? "?") viewLoaded=\(isViewLoaded)")
        return true
    }
}

/// A view with `@IBInspectable` properties, which Interface Builder writes
/// as runtime attributes, set by key path for Linux.
final class InspectableCardView: UIView, InterfaceBuilderKeyValueSettable {
    @IBInspectable var glow: CGFloat = 0
    @IBInspectable var caption: String?
    @IBInspectable var accentColor: UIColor?
    /// The values seen when `awakeFromNib()` ran.
    var atAwake: String?

    func setInterfaceBuilderValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        switch keyPath {
        case "glow": glow = CGFloat((value as? NSNumber)?.doubleValue ?? 0)
        case "caption": caption = value as? String
        case "accentColor": accentColor = value as? UIColor
        default: return false
        }
        return true
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        atAwake = "glow \(glow) caption \(caption ?? "nil")"
    }
}

/// A scene that unwinds: it records its `prepare(for:sender:)`.
final class UnwindSourceController: UIViewController {
    var events: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "nil") to \(segue.destination.title ?? "?")")
    }
}

/// Unwind segues return to the controller that lists the unwind action, as
/// in UIKit: the source prepares, the destination's action runs with the
/// segue, then what was presented over it is dismissed and its navigation
/// controller pops back to it.
@MainActor
@Suite struct UnwindSegueTests {
    private func launch() throws -> (UIWindow, UINavigationController, UnwindListController) {
        let navigation = try #require(
            UIStoryboard(name: "Unwind", bundle: .module).instantiateInitialViewController() as? UINavigationController)
        let window = makeWindow(width: 390, height: 700, root: navigation)
        let list = try #require(navigation.topViewController as? UnwindListController)
        list.events = []
        return (window, navigation, list)
    }

    /// Shows the Detail scene over the list (a show segue: pushed).
    private func pushDetail(from list: UnwindListController, in navigation: UINavigationController) throws
        -> UnwindSourceController
    {
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        return try #require(navigation.topViewController as? UnwindSourceController)
    }

    @Test func saveInAPresentedEditorUnwindsByDismissing() throws {
        let (window, navigation, list) = try launch()
        defer { window.isHidden = true }
        try #require(list.navigationItem.rightBarButtonItem).perform()
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        let editorNavigation = try #require(navigation.presentedViewController as? UINavigationController)
        let editor = try #require(editorNavigation.topViewController as? UnwindSourceController)
        #expect(editor.title == "Editor")

        try #require(editor.navigationItem.rightBarButtonItem).perform()
        #expect(editor.events == ["prepare saveUnwind to List"])
        #expect(list.events == ["unwindToList from Editor id saveUnwind"])
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.presentedViewController == nil, "the editor was dismissed")
        #expect(editor.view.window == nil && list.view.window === window)
    }

    @Test func aManualUnwindFromAPushedSceneUnwindsByPopping() throws {
        let (window, navigation, list) = try launch()
        defer { window.isHidden = true }
        let detail = try pushDetail(from: list, in: navigation)
        detail.performSegue(withIdentifier: "doneUnwind", sender: nil)
        #expect(detail.events == ["prepare doneUnwind to List"])
        #expect(list.events == ["unwindToList from Detail id doneUnwind"])
        TandemAnimationClock.finishAnimations()
        CATransaction.flush()
        #expect(navigation.viewControllers.map(\.title) == ["List"])
    }

    @Test func anUnwindActionNoControllerListsDoesNothingAndIsReported() throws {
        let (window, navigation, list) = try launch()
        defer { window.isHidden = true }
        let detail = try pushDetail(from: list, in: navigation)
        let messages = diagnostics { detail.performSegue(withIdentifier: "nowhere", sender: nil) }
        #expect(messages.contains { $0.contains("unwindToNowhere:") })
        #expect(detail.events.isEmpty && list.events.isEmpty)
        #expect(navigation.topViewController === detail)
    }
}

/// User-defined runtime attributes (and `@IBInspectable` fields) are set
/// before `awakeFromNib()`: by the class for its own key paths, by Tandem
/// for a view's common ones; an unknown key path is reported.
@MainActor
@Suite struct RuntimeAttributeTests {
    @Test func attributesReachTheirPropertiesBeforeAwakeFromNib() throws {
        let (navigation, messages) = loadListScene()
        let list = try #require(navigation?.topViewController as? UnwindListController)
        #expect(list.events == ["greeting Hello viewLoaded=false"])
        let card = try #require(list.view.subviews.first as? InspectableCardView)
        #expect(card.layer.cornerRadius == 12 && card.layer.masksToBounds && card.layer.borderWidth == 1.5)
        #expect(card.layer.shadowOffset == CGSize(width: 0, height: 3))
        #expect(card.glow == 0.25 && card.caption == "Featured")
        #expect(card.accentColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(card.atAwake == "glow 0.25 caption Featured")
        let unknown = messages.filter { $0.contains("notAKeyPath") }
        #expect(unknown.count == 1 && unknown[0].contains("NSUnknownKeyException"))
        // The rounded corner is drawn: the card's corner pixel is the window's white, its middle blue.
        let window = makeWindow(width: 390, height: 700, root: try #require(navigation))
        defer { window.isHidden = true }
        let image = window.tandemSnapshot()
        let origin = card.convert(CGPoint.zero, to: window)
        let corner = image.pixel(Int(origin.x) + 1, Int(origin.y) + 1)
        let middle = image.pixel(Int(origin.x) + 100, Int(origin.y) + 50)
        #expect(corner.b < 200 || corner.r > 200, "outside the rounded corner")
        #expect(middle.b > 200 && middle.r < 50)
    }
}

/// Gesture recognizers a scene holds beside its views: made with their
/// attributes, added to the views whose `gestureRecognizers` name them,
/// sending their actions and taking their delegate.
@MainActor
@Suite struct StoryboardGestureRecognizerTests {
    @Test func aScenesRecognizersReachTheirViewsAndSendTheirActions() throws {
        let (navigation, messages) = loadListScene()
        #expect(messages.contains { $0.contains("hoverGestureRecognizer") })
        let list = try #require(navigation?.topViewController as? UnwindListController)
        list.events = []
        let card = try #require(list.view.subviews.first as? InspectableCardView)
        let recognizers = card.gestureRecognizers ?? []
        #expect(recognizers.count == 2)
        let tap = try #require(recognizers.first as? UITapGestureRecognizer)
        #expect(tap.numberOfTapsRequired == 2 && tap.delegate === list)
        let press = try #require(recognizers.last as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 1.5 && press.allowableMovement == 20 && !press.cancelsTouchesInView)

        let window = makeWindow(width: 390, height: 700, root: try #require(navigation))
        defer { window.isHidden = true }
        let center = card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: window)
        window.synthesizeTap(at: center, time: 0)
        window.synthesizeTap(at: center, time: 0.1)
        TandemAnimationClock.finishAnimations()
        #expect(list.events == ["double tap 2 on InspectableCardView"])
    }
}

/// The Unwind storyboard's navigation controller with its list's view
/// loaded, and what was reported while they were made.
@MainActor
private func loadListScene() -> (UINavigationController?, [String]) {
    var navigation: UINavigationController?
    let messages = diagnostics {
        navigation =
            UIStoryboard(name: "Unwind", bundle: .module).instantiateInitialViewController() as? UINavigationController
        navigation?.topViewController?.loadViewIfNeeded()
    }
    return (navigation, messages)
}
