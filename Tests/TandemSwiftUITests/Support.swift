import Foundation
import SwiftUI
import TandemTestSupport

/// A visible window of the given size showing `root`, laid out and rendered.
@MainActor
func makeWindow(width: CGFloat = 400, height: CGFloat = 800, root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = root
    window.makeKeyAndVisible()
    CATransaction.flush()
    return window
}

/// Hosts `view` in a window of the given size and returns the controller.
@MainActor
func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 800) -> (UIHostingController<V>, UIWindow) {
    let controller = UIHostingController(rootView: view)
    let window = makeWindow(width: width, height: height, root: controller)
    return (controller, window)
}

extension UIImage {
    /// The pixel at (x, y) in device pixels.
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        cgImage?.pixel(x, y) ?? .transparent
    }
}

extension UIView {
    /// Every descendant, depth first.
    var allSubviews: [UIView] {
        subviews.flatMap { [$0] + $0.allSubviews }
    }

    /// Descendant labels, in drawing order.
    var labels: [UILabel] { allSubviews.compactMap { $0 as? UILabel } }

    /// The frame of `view` in this view's coordinates.
    func frame(of view: UIView) -> CGRect {
        view.convert(view.bounds, to: self)
    }
}

/// Counts evaluations per name (bodies record themselves).
@MainActor
final class EvaluationLog {
    static let shared = EvaluationLog()
    private(set) var counts: [String: Int] = [:]

    func record(_ name: String) { counts[name, default: 0] += 1 }
    func count(_ name: String) -> Int { counts[name, default: 0] }
    func reset() { counts = [:] }
}

extension UIViewController {
    /// The controller presented by this one or by a controller contained in it.
    var presentedInside: UIViewController? {
        presentedViewController ?? children.lazy.compactMap(\.presentedInside).first
    }
}

extension UIView {
    /// The window-coordinate center of the first UIKit button titled `title`.
    func centerOfButton(_ title: String) -> CGPoint? {
        guard
            let button = allSubviews.compactMap({ $0 as? UIButton }).first(where: {
                $0.title(for: .normal) == title && $0.window != nil
            })
        else { return nil }
        let frame = button.convert(button.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

/// A list row of 30 points: a label, a spacer and a button, under a background.
@MainActor @ViewBuilder
func labelAndButtonRow(_ id: Int) -> some View {
    HStack {
        Text("Row \(id)")
        Spacer()
        Button("x") {}
    }
    .frame(height: 30)
    .background(Color.yellow)
}

extension View {
    /// This view in a vertical `ScrollView` when `scrolls` (its stacks are
    /// then offered no height), as it is otherwise.
    @ViewBuilder func inScrollView(_ scrolls: Bool) -> some View {
        if scrolls {
            ScrollView { self }
        } else {
            self
        }
    }
}

/// The ids of a list's rows.
final class RowIDs: ObservableObject {
    @Published var ids: [Int]
    init(_ ids: [Int]) { self.ids = ids }
}

/// A stack of ``labelAndButtonRow(_:)`` rows, one per id.
struct LabelAndButtonRows: View {
    @ObservedObject var store: RowIDs

    var body: some View {
        VStack(spacing: 0) {
            ForEach(store.ids, id: \.self) { labelAndButtonRow($0) }
        }
    }
}
