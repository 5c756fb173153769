// Seed 000: a SwiftUI `EventHeaderView` hosted by a UIKit
// `EventViewController` in a child `UIHostingController`, in each of the
// article's steps — the header's `rootView` reassigned on every update, an
// observing header, a TextField through a manual `Binding(get:set:)`, one
// bound to `$viewModel.event.name`, and a Combine sink feeding the UIKit
// views. The seed's code is the example's (Examples/Seed000), run here.
import Combine
import Foundation
import SwiftUI
import TandemTestSupport
import Testing
import UIKit

@testable import Seed000Example

/// A second version of the example's event, as a loader returns it.
private let renamed = Event(
    name: "Swift on Linux, again", description: "A second evening.",
    tags: ["Linux", "Again"], icon: .star)

extension CGRect {
    /// A point at the right end of a one-line field: a tap there puts the caret after the text.
    var endOfText: CGPoint { CGPoint(x: maxX - 2, y: midY) }
}

extension UIView {
    /// The view drawing an `Image(systemName:)`, and the symbol it draws.
    var symbol: (view: UIView, ligature: String?)? {
        guard let view = allSubviews.first(where: { String(describing: type(of: $0)) == "SymbolView" }) else {
            return nil
        }
        return (view, Mirror(reflecting: view).descendant("ligature") as? String)
    }

    /// The first descendant of type `T`.
    func first<T: UIView>(_ type: T.Type) -> T? {
        allSubviews.lazy.compactMap { $0 as? T }.first
    }
}

@MainActor
@Suite struct Seed000Tests {
    @Test func hostingTheHeaderReassignsRootViewAndKeepsTheHostedViews() throws {
        var next = Event.meetup
        let viewModel = Hosting.EventViewModel(event: .meetup, loader: { next })
        let controller = Hosting.EventViewController(viewModel: viewModel)
        let window = makeWindow(width: 390, height: 844, root: controller)
        defer { window.isHidden = true }

        // Containment: a child hosting controller, a quarter of the height, at the top.
        let header = try #require(controller.children.first as? UIHostingController<Hosting.EventHeaderView>)
        #expect(header.parent === controller)
        #expect(header.view.superview === controller.view)
        #expect(header.view.frame == CGRect(x: 0, y: 0, width: 390, height: 211))
        let name = try #require(window.label("Swift on Linux"))
        #expect(window.label(Event.meetup.description) != nil, "viewWillAppear asked the view model to update")
        let icon = try #require(header.view.symbol)
        #expect(icon.ligature != nil)

        // An update: the delegate hands the hosting controller a new header.
        next = renamed
        viewModel.update()
        CATransaction.flush()
        #expect(header.rootView.event == renamed)
        #expect(controller.children.first === header)
        // The same graph: the same label and image view, showing the new event.
        #expect(name.text == "Swift on Linux, again")
        #expect(name.window === window)
        #expect(header.view.symbol?.view === icon.view)
        #expect(header.view.symbol?.ligature != icon.ligature, "the star replaced the calendar")
        #expect(window.label("A second evening.") != nil)
        #expect(window.label("#Linux  #Again") != nil)
    }

    @Test func anErrorReachesTheDelegate() throws {
        struct Offline: Error {}
        let viewModel = Hosting.EventViewModel(event: .meetup, loader: { throw Offline() })
        let window = makeWindow(width: 390, height: 844, root: Hosting.EventViewController(viewModel: viewModel))
        defer { window.isHidden = true }
        #expect(window.label("Offline()") != nil)
    }

    @Test func theObservingHeaderFollowsTheViewModelWithoutReassignment() throws {
        var next = Event.meetup
        let viewModel = Observing.EventViewModel(event: .meetup, loader: { next })
        let controller = Observing.EventViewController(viewModel: viewModel)
        let window = makeWindow(width: 390, height: 844, root: controller)
        defer { window.isHidden = true }
        let header = try #require(controller.children.first as? UIHostingController<Observing.EventHeaderView>)
        let name = try #require(window.label("Swift on Linux"))
        next = renamed
        viewModel.update()
        CATransaction.flush()
        #expect(name.text == "Swift on Linux, again")
        #expect(header.rootView.viewModel === viewModel)
        #expect(window.label("A second evening.") != nil)
    }

    @Test func theManualBindingWritesThroughUpdateNameAndReadsTheModel() throws {
        let viewModel = ManualBinding.EventViewModel(event: .meetup)
        let controller = ManualBinding.EventViewController(viewModel: viewModel)
        let window = makeWindow(width: 390, height: 844, root: controller)
        defer { window.isHidden = true }
        let field = try #require(window.first(UITextField.self))
        #expect(field.text == "Swift on Linux")
        #expect(field.placeholder == "Event name")
        #expect(field.textAlignment == .center)

        // Typing: the binding's setter calls updateName(to:), which tells the delegate.
        window.synthesizeTap(at: window.frame(of: field).endOfText)
        CATransaction.flush()
        for character in "!!" { window.handleKeyboardInput(.text(String(character))) }
        CATransaction.flush()
        #expect(viewModel.event.name == "Swift on Linux!!")
        #expect(field.text == "Swift on Linux!!")
        _ = field.resignFirstResponder()

        // The model changes: the binding's getter brings it to the field.
        viewModel.updateName(to: "Renamed")
        CATransaction.flush()
        #expect(field.text == "Renamed")
        #expect(window.first(UITextField.self) === field)
    }

    @Test func theProjectedBindingWritesTheEventAndItsDidSetTellsTheDelegate() throws {
        let viewModel = DirectBinding.EventViewModel(event: .meetup)
        let controller = DirectBinding.EventViewController(viewModel: viewModel)
        let window = makeWindow(width: 390, height: 844, root: controller)
        defer { window.isHidden = true }
        let field = try #require(window.first(UITextField.self))
        #expect(field.text == "Swift on Linux")

        // Typing writes $viewModel.event.name.
        window.synthesizeTap(at: window.frame(of: field).endOfText)
        CATransaction.flush()
        window.handleKeyboardInput(.key(.backspace, modifiers: []))
        window.handleKeyboardInput(.text("X"))
        CATransaction.flush()
        #expect(viewModel.event.name == "Swift on LinuX")
        _ = field.resignFirstResponder()

        // A write from UIKit's side: the field follows, and didSet tells the
        // delegate, which updates the UIKit labels.
        viewModel.event.name = "From the model"
        viewModel.event.description = "Changed from UIKit."
        CATransaction.flush()
        #expect(field.text == "From the model")
        #expect(window.label("Changed from UIKit.") != nil)
    }

    @Test func theCombineSinkFeedsTheUIKitViews() throws {
        let viewModel = Reactive.EventViewModel(event: .meetup)
        let controller = Reactive.EventViewController(viewModel: viewModel)
        _ = controller.view
        // The sink fires on subscription with the current event.
        let description = try #require(controller.view.labels.first { $0.text == Event.meetup.description })
        #expect(viewModel.delegate == nil, "no delegate: the controller observes the publisher")

        let window = makeWindow(width: 390, height: 844, root: controller)
        defer { window.isHidden = true }
        viewModel.event = renamed
        CATransaction.flush()
        #expect(description.text == "A second evening.")
        #expect(window.label("#Linux  #Again") != nil)
        // The header observes the same model.
        #expect(window.first(UITextField.self)?.text == "Swift on Linux, again")

        // Typing in the header reaches the sink too, through the model.
        let field = try #require(window.first(UITextField.self))
        window.synthesizeTap(at: window.frame(of: field).endOfText)
        CATransaction.flush()
        window.handleKeyboardInput(.text("?"))
        CATransaction.flush()
        #expect(viewModel.event.name == "Swift on Linux, again?")
        _ = field.resignFirstResponder()
    }

    @Test func theProgramDrawsTheGradientHeaderWithWhiteTextOverTheUIKitViews() throws {
        let controller = Seed000Program.makeRootViewController()
        let window = makeWindow(width: 390, height: 844, root: controller)
        defer { window.isHidden = true }
        let image = window.tandemSnapshot()
        // The header's gradient: indigo at the top left, pink at the bottom right.
        #expect(image.pixel(2, 2).isClose(to: RGBA(89, 87, 214, 255), tolerance: 12))
        #expect(image.pixel(387, 208).isClose(to: RGBA(255, 46, 84, 255), tolerance: 12))
        // The name, white, in the field at the header's center.
        let field = try #require(window.first(UITextField.self))
        #expect(field.textColor == .white)
        let frame = window.frame(of: field)
        let fieldPixels = (Int(frame.minY)..<Int(frame.maxY)).flatMap { y in
            (Int(frame.minX)..<Int(frame.maxX)).map { x in image.pixel(x, y) }
        }
        #expect(fieldPixels.contains { $0.r > 240 && $0.g > 240 && $0.b > 240 }, "white text")
        // Below the header: the system background, and the description in UIKit.
        #expect(image.pixel(2, 300) == RGBA(255, 255, 255, 255))
        #expect(window.label(Event.meetup.description) != nil)
    }
}
