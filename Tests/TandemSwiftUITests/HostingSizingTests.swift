import Foundation
import SwiftUI
import TandemTestSupport
import Testing

/// A size the tests change; the content's ideal size follows it.
final class GrowingModel: ObservableObject {
    @Published var size = CGSize(width: 100, height: 20)
}

/// A block whose ideal size is the model's size.
struct GrowingBlock: View {
    @ObservedObject var model: GrowingModel

    var body: some View {
        Color.blue.frame(width: model.size.width, height: model.size.height)
    }
}

/// A plain controller that embeds a hosting controller as a child with
/// UIKit's containment calls, and counts its layouts.
final class EmbeddingController: UIViewController {
    var layouts = 0
    var onLayout: (() -> Void)?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layouts += 1
        onLayout?()
    }

    func embed(_ child: UIViewController, in container: UIView? = nil, pin: (UIView, UIView) -> [NSLayoutConstraint]) {
        addChild(child)
        let target = container ?? view!
        child.view.translatesAutoresizingMaskIntoConstraints = false
        target.addSubview(child.view)
        NSLayoutConstraint.activate(pin(child.view, target))
        child.didMove(toParent: self)
    }
}

@MainActor
@Suite struct HostingSizingTests {
    /// A stack view pinned by its top and leading edges, holding a label and
    /// the hosting controller's view.
    private func stackSetup(_ options: UIHostingControllerSizingOptions)
        -> (GrowingModel, UIHostingController<GrowingBlock>, UIStackView, UIWindow)
    {
        let model = GrowingModel()
        let hosting = UIHostingController(rootView: GrowingBlock(model: model))
        hosting.sizingOptions = options
        let parent = EmbeddingController()
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        parent.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: parent.view.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor, constant: 10),
        ])
        let label = UILabel()
        label.text = "Title"
        stack.addArrangedSubview(label)
        parent.addChild(hosting)
        stack.addArrangedSubview(hosting.view)
        hosting.didMove(toParent: parent)
        let window = makeWindow(root: parent)
        return (model, hosting, stack, window)
    }

    @Test func intrinsicContentSizeGrowsAStackViewWhenTheContentGrows() {
        let (model, hosting, stack, window) = stackSetup(.intrinsicContentSize)
        defer { window.isHidden = true }
        let labelHeight = stack.arrangedSubviews[0].frame.height
        #expect(hosting.view.frame.size == CGSize(width: 100, height: 20))
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 100, height: labelHeight + 20))
        model.size = CGSize(width: 150, height: 60)
        CATransaction.flush()
        #expect(hosting.view.frame == CGRect(x: 0, y: labelHeight, width: 150, height: 60))
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 150, height: labelHeight + 60))
        // And shrinks back.
        model.size = CGSize(width: 80, height: 10)
        CATransaction.flush()
        #expect(hosting.view.frame.size == CGSize(width: 80, height: 10))
        #expect(stack.frame.size.height == labelHeight + 10)
    }

    @Test func aNewRootViewResizesTheContainerToo() {
        let (_, hosting, stack, window) = stackSetup(.intrinsicContentSize)
        defer { window.isHidden = true }
        let labelHeight = stack.arrangedSubviews[0].frame.height
        let bigger = GrowingModel()
        bigger.size = CGSize(width: 220, height: 90)
        hosting.rootView = GrowingBlock(model: bigger)
        CATransaction.flush()
        #expect(hosting.view.frame.size == CGSize(width: 220, height: 90))
        #expect(stack.frame.size == CGSize(width: 220, height: labelHeight + 90))
    }

    @Test func withoutSizingOptionsTheStackViewKeepsTheFirstSize() {
        let (model, hosting, stack, window) = stackSetup([])
        defer { window.isHidden = true }
        let before = stack.frame
        // The first measurement is the content's ideal size (the intrinsic
        // size is read once); later changes of the content are not reported.
        #expect(hosting.view.frame.size == CGSize(width: 100, height: 20))
        model.size = CGSize(width: 150, height: 60)
        CATransaction.flush()
        #expect(hosting.view.frame.size == CGSize(width: 100, height: 20))
        #expect(stack.frame == before)
        // Invalidating by hand picks the new ideal size up (the pre-iOS 16 workaround).
        hosting.view.invalidateIntrinsicContentSize()
        CATransaction.flush()
        #expect(hosting.view.frame.size == CGSize(width: 150, height: 60))
    }

    @Test func topAndLeadingConstraintsFollowTheIdealSize() {
        let model = GrowingModel()
        let hosting = UIHostingController(rootView: GrowingBlock(model: model))
        hosting.sizingOptions = .intrinsicContentSize
        let parent = EmbeddingController()
        parent.embed(hosting) { child, container in
            [
                child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 40),
            ]
        }
        let window = makeWindow(root: parent)
        defer { window.isHidden = true }
        #expect(hosting.view.frame == CGRect(x: 40, y: 30, width: 100, height: 20))
        model.size = CGSize(width: 200, height: 120)
        CATransaction.flush()
        #expect(hosting.view.frame == CGRect(x: 40, y: 30, width: 200, height: 120))
    }

    @Test func preferredContentSizeTracksTheIdealSize() {
        let model = GrowingModel()
        let hosting = UIHostingController(rootView: GrowingBlock(model: model))
        hosting.sizingOptions = .preferredContentSize
        let parent = EmbeddingController()
        parent.embed(hosting) { child, container in
            [
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                child.widthAnchor.constraint(equalToConstant: 300), child.heightAnchor.constraint(equalToConstant: 300),
            ]
        }
        let window = makeWindow(root: parent)
        defer { window.isHidden = true }
        #expect(hosting.preferredContentSize == CGSize(width: 100, height: 20))
        model.size = CGSize(width: 150, height: 60)
        CATransaction.flush()
        #expect(hosting.preferredContentSize == CGSize(width: 150, height: 60))
        // The view itself keeps the size its constraints give it.
        #expect(hosting.view.frame.size == CGSize(width: 300, height: 300))
    }

    @Test func withoutPreferredContentSizeOptionItStaysZero() {
        let model = GrowingModel()
        let (hosting, window) = host(GrowingBlock(model: model))
        defer { window.isHidden = true }
        model.size = CGSize(width: 150, height: 60)
        CATransaction.flush()
        #expect(hosting.preferredContentSize == .zero)
        #expect(hosting.sizingOptions == [])
    }

    @Test func invalidatingInViewDidLayoutSubviewsSettles() {
        let model = GrowingModel()
        let hosting = UIHostingController(rootView: GrowingBlock(model: model))
        hosting.sizingOptions = [.intrinsicContentSize, .preferredContentSize]
        let parent = EmbeddingController()
        parent.embed(hosting) { child, container in
            [
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            ]
        }
        // The pattern that loops forever on iOS: invalidating on every layout.
        parent.onLayout = { [weak hosting] in hosting?.view.invalidateIntrinsicContentSize() }
        let window = makeWindow(root: parent)
        defer { window.isHidden = true }
        parent.layouts = 0
        model.size = CGSize(width: 150, height: 60)
        CATransaction.flush()
        #expect(hosting.view.frame.size == CGSize(width: 150, height: 60))
        #expect(parent.layouts >= 1)
        #expect(parent.layouts < 10)
        // Nothing is left to do: another flush lays nothing out.
        let settled = parent.layouts
        CATransaction.flush()
        #expect(parent.layouts == settled)
    }

    @Test func aSelfSizingTableCellGrowsWithItsHostedContent() {
        let model = GrowingModel()
        let hosting = UIHostingController(rootView: GrowingBlock(model: model))
        hosting.sizingOptions = .intrinsicContentSize
        let source = HostingCellSource(hosting: hosting)
        let parent = EmbeddingController()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        table.selfSizingInvalidation = .enabledIncludingConstraints
        table.dataSource = source
        parent.view.addSubview(table)
        parent.addChild(hosting)
        let window = makeWindow(root: parent)
        defer { window.isHidden = true }
        hosting.didMove(toParent: parent)
        let cell = try! #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try! #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        // The row is the content, its 8-point insets and the separator.
        let chrome = cell.frame.height - 20
        #expect(chrome >= 16 && chrome <= 17)
        #expect(second.frame.minY == cell.frame.maxY)
        model.size = CGSize(width: 150, height: 60)
        CATransaction.flush()
        #expect(hosting.view.frame.size.height == 60)
        #expect(cell.frame.height == 60 + chrome)
        #expect(second.frame.minY == cell.frame.maxY)
    }
}

/// One row holding a hosting controller's view (pinned with 8-point
/// vertical insets), then a plain row.
@MainActor
final class HostingCellSource: UITableViewDataSource {
    let hosting: UIViewController

    init(hosting: UIViewController) { self.hosting = hosting }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        if indexPath.row == 0 {
            let view: UIView = hosting.view
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 8),
                view.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -8),
                view.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            ])
        } else {
            cell.textLabel?.text = "Below"
        }
        return cell
    }
}
