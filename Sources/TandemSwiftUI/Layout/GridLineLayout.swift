import Foundation

/// One line of a lazy grid (a row of a `LazyVGrid`, a column of a
/// `LazyHGrid`): each cell in its track, the line as long as its longest cell.
struct GridLineLayout: Layout {
    let items: [GridItem]
    let axis: Axis

    private func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }

    private func proposal(_ length: CGFloat) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let acrossLength = (axis == .vertical ? proposal.width : proposal.height) ?? 320
        let tracks = GridTracks(items, length: acrossLength)
        var longest: CGFloat = 0
        for (subview, track) in zip(subviews, tracks.tracks) {
            longest = max(longest, along(subview.sizeThatFits(self.proposal(track.length))))
        }
        return axis == .vertical
            ? CGSize(width: acrossLength, height: longest) : CGSize(width: longest, height: acrossLength)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tracks = GridTracks(items, length: across(bounds.size))
        let line = along(bounds.size)
        for (subview, track) in zip(subviews, tracks.tracks) {
            let size = subview.sizeThatFits(self.proposal(track.length))
            // Placed in its track by the track's alignment.
            let cell =
                axis == .vertical
                ? CGRect(x: bounds.minX + track.offset, y: bounds.minY, width: track.length, height: line)
                : CGRect(x: bounds.minX, y: bounds.minY + track.offset, width: line, height: track.length)
            let slack = ViewDimensions(size: CGSize(width: cell.width - size.width, height: cell.height - size.height))
            let x = cell.minX + track.alignment.horizontal.key.type.defaultValue(in: slack)
            let y = cell.minY + track.alignment.vertical.key.type.defaultValue(in: slack)
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: self.proposal(track.length))
        }
    }
}

/// A line of cells, laid out by ``GridLineLayout``; each cell keeps its own identity.
struct GridLine: View, PrimitiveView {
    let cells: [(ChildKey, any View)]
    let items: [GridItem]
    let axis: Axis

    var body: Never { primitiveBodyCalled(Self.self) }

    func updateNode(_ updater: NodeUpdater) {
        updater.setLayout(GridLineLayout(items: items, axis: axis))
        updater.reconcile(cells)
    }
}
