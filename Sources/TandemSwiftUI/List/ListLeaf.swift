import Foundation
import TandemUIKit

/// What a `List` node draws: its content's sections, in a ``ListTableView``.
@MainActor
struct ListLeaf: PlatformLeaf {
    let sections: [ListSectionItem]
    let selection: ListSelection?

    func makePlatformView(environment: EnvironmentValues) -> ListTableView {
        ListTableView(style: environment.listTableStyle ?? .insetGrouped)
    }

    func updatePlatformView(_ view: ListTableView, environment: EnvironmentValues) {
        view.update(sections: sections, environment: environment, selection: selection)
    }

    /// The list goes: reusable representables waiting in its pool are dismantled.
    func dismantlePlatformView(_ view: ListTableView) {
        view.reusePool.close()
    }

    /// A list takes the space it is offered; unbounded, its rows' height.
    func sizeThatFits(_ proposal: ProposedViewSize, view: ListTableView, environment: EnvironmentValues) -> CGSize {
        let width = proposal.width ?? 320
        if let height = proposal.height { return CGSize(width: width, height: height) }
        view.frame.size.width = width
        view.layoutIfNeeded()
        return CGSize(width: width, height: view.contentSize.height)
    }
}
