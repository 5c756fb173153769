import Foundation
import TandemGraphics
import TandemSupport

extension UICollectionView {
    /// Places the elements the layout puts in the bounds; true when a cell's
    /// measurement changed the layout (the caller lays out again). The items
    /// of an orthogonal section go in its sideways scroller.
    func placeVisibleElements(_ layout: UICollectionViewLayout) -> Bool {
        let attributes = (layout.layoutAttributesForElements(in: bounds) ?? []).filter {
            !$0.isHidden && shows($0, layout: layout)
        }
        var cellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementaryAttributes: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        var decorationAttributes: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for item in attributes {
            switch item.representedElementCategory {
            case .cell: if isValidItem(item.indexPath) { cellAttributes[item.indexPath] = item }
            case .supplementaryView:
                if let kind = item.representedElementKind {
                    supplementaryAttributes[SupplementaryKey(kind: kind, indexPath: item.indexPath)] = item
                }
            case .decorationView:
                if let kind = item.representedElementKind {
                    decorationAttributes[SupplementaryKey(kind: kind, indexPath: item.indexPath)] = item
                }
            }
        }
        updateOrthogonalScrollers(layout)
        // Elements that left go back to the pools first, so the ones coming in reuse them.
        for (path, cell) in visibleCellsByPath where cellAttributes[path] == nil {
            visibleCellsByPath[path] = nil
            endDisplaying(cell, at: path)
        }
        for (key, view) in visibleSupplementaries where supplementaryAttributes[key] == nil {
            visibleSupplementaries[key] = nil
            endDisplaying(view, for: key)
        }
        for (key, view) in visibleDecorations where decorationAttributes[key] == nil {
            visibleDecorations[key] = nil
            endDisplayingDecoration(view, for: key)
        }
        for (key, item) in decorationAttributes {
            guard let view = visibleDecorations[key] ?? makeDecoration(key, layout: layout) else { continue }
            place(view, with: item)
            // Behind the cells (above the background view), whatever order the views were made in.
            if view.layer.zPosition <= 0 {
                if let backgroundView, backgroundView.superview === self {
                    insertSubview(view, aboveSubview: backgroundView)
                } else {
                    sendSubviewToBack(view)
                }
            }
            visibleDecorations[key] = view
        }
        var remeasured = false
        for (path, item) in cellAttributes.sorted(by: { $0.key < $1.key }) {
            var shown = false
            let cell: UICollectionViewCell
            if let existing = visibleCellsByPath[path] {
                cell = existing
            } else {
                guard let made = makeCell(at: path) else { continue }
                cell = made
                shown = true
            }
            // The cell the user drags stays under the finger.
            if reordering?.cell !== cell { place(cell, with: item) }
            visibleCellsByPath[path] = cell
            if layout.measuresCells, !measuredPaths.contains(path) {
                measuredPaths.insert(path)
                let preferred = cell.preferredLayoutAttributesFitting(item)
                if preferred.size != item.size,
                    layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: item)
                {
                    layout.recordMeasuredSize(preferred.size, for: item)
                    remeasured = true
                }
            }
            if shown { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path) }
        }
        for (key, item) in supplementaryAttributes {
            var shown = false
            let view: UICollectionReusableView
            if let existing = visibleSupplementaries[key] {
                view = existing
            } else {
                guard let made = makeSupplementary(key) else { continue }
                view = made
                shown = true
            }
            place(view, with: item)
            visibleSupplementaries[key] = view
            if shown {
                collectionDelegate?.collectionView(
                    self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            }
        }
        return remeasured
    }

    /// Whether an element the layout returned for the bounds shows: it
    /// intersects them, or — in an orthogonal section — its band does and it
    /// lies in the part of the row its scroller shows.
    private func shows(_ attributes: UICollectionViewLayoutAttributes, layout: UICollectionViewLayout) -> Bool {
        let frame = attributes.frame
        // Only what lies in the band scrolls with the row (the section's headers do not).
        guard attributes.representedElementCategory != .decorationView,
            let band = layout.orthogonalBand(ofSection: attributes.indexPath.section),
            band.frame.contains(CGPoint(x: band.frame.midX, y: frame.midY))
        else { return frame.intersects(bounds) }
        let offset = orthogonalScrollers[attributes.indexPath.section]?.contentOffset.x ?? 0
        return frame.maxY >= bounds.minY && frame.minY <= bounds.maxY && frame.maxX - offset >= 0
            && frame.minX - offset <= band.frame.width
    }

    /// Puts `view` where `attributes` say: in the collection view, or — for
    /// an orthogonal section's item or badge — in its section's scroller,
    /// whose content the row of groups is.
    private func place(_ view: UICollectionReusableView, with attributes: UICollectionViewLayoutAttributes) {
        var frame = attributes.frame
        let host: UIView
        if attributes.representedElementCategory != .decorationView,
            let scroller = orthogonalScrollers[attributes.indexPath.section],
            scroller.band.frame.contains(CGPoint(x: scroller.band.frame.midX, y: frame.midY))
        {
            frame.origin.y -= scroller.band.frame.minY
            host = scroller
        } else {
            host = self
        }
        if view.superview !== host { host.addSubview(view) }
        // The frame is the untransformed one: the transform applies about its center.
        if view.transform != .identity { view.transform = .identity }
        view.frame = frame
        if attributes.transform != .identity { view.transform = attributes.transform }
        view.alpha = attributes.alpha
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    /// Asks the data source for the item's cell and puts it in the view.
    private func makeCell(at path: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        if cell.superview == nil { addSubview(cell) }
        cell.isHidden = false
        cell.editing = isEditing
        cell.isSelected = selectedPaths.contains(path)
        return cell
    }

    private func makeSupplementary(_ key: SupplementaryKey) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        if view.superview == nil { addSubview(view) }
        view.isHidden = false
        return view
    }

    /// A decoration view of the kind's registered class (one kept for reuse
    /// when there is one); nil, reported once per kind, when none is registered.
    private func makeDecoration(_ key: SupplementaryKey, layout: UICollectionViewLayout) -> UICollectionReusableView? {
        if let reused = decorationPool[key.kind]?.popLast() {
            reused.isHidden = false
            reused.prepareForReuse()
            return reused
        }
        guard let type = layout.decorationClasses[key.kind] else {
            Diagnostics.reportOnce(
                "UICollectionView", id: "decoration \(key.kind)",
                "no class is registered for the decoration kind \(key.kind) (register(_:forDecorationViewOfKind:)); it is not shown"
            )
            return nil
        }
        let view = type.init(registeredWithReuseIdentifier: key.kind, frame: .zero)
        addSubview(view)
        return view
    }

    /// Hands a cell that left the screen back for reuse.
    func endDisplaying(_ cell: UICollectionViewCell, at path: IndexPath) {
        cell.isHighlighted = false
        if let identifier = cell.reuseIdentifier {
            cellPool.enqueue(cell, as: identifier)
        } else {
            cell.removeFromSuperview()
        }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

    func endDisplaying(_ view: UICollectionReusableView, for key: SupplementaryKey) {
        if let identifier = view.reuseIdentifier, supplementaryPools[key.kind] != nil {
            supplementaryPools[key.kind]?.enqueue(view, as: identifier)
        } else {
            view.removeFromSuperview()
        }
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }

    /// Hands every cell and supplementary view on screen back (a reload).
    func endDisplayingEverything() {
        let cells = visibleCellsByPath, supplementaries = visibleSupplementaries, decorations = visibleDecorations
        visibleCellsByPath = [:]
        visibleSupplementaries = [:]
        visibleDecorations = [:]
        for (path, cell) in cells.sorted(by: { $0.key < $1.key }) { endDisplaying(cell, at: path) }
        for (key, view) in supplementaries { endDisplaying(view, for: key) }
        for (key, view) in decorations { endDisplayingDecoration(view, for: key) }
    }

    /// Hands a decoration view that left the screen back for reuse.
    func endDisplayingDecoration(_ view: UICollectionReusableView, for key: SupplementaryKey) {
        view.isHidden = true
        decorationPool[key.kind, default: []].append(view)
    }

    /// Makes, moves and removes the sideways scrollers so that each
    /// orthogonal section in view has one over its band.
    private func updateOrthogonalScrollers(_ layout: UICollectionViewLayout) {
        var kept: Set<Int> = []
        for section in 0..<numberOfSections {
            guard let band = layout.orthogonalBand(ofSection: section), band.frame.maxY >= bounds.minY,
                band.frame.minY <= bounds.maxY
            else {
                continue
            }
            kept.insert(section)
            let scroller = orthogonalScrollers[section] ?? OrthogonalScrollerView(collectionView: self)
            let isNew = orthogonalScrollers[section] == nil
            if isNew {
                orthogonalScrollers[section] = scroller
                addSubview(scroller)
            }
            scroller.band = band
            if scroller.frame != band.frame { scroller.frame = band.frame }
            scroller.contentSize = CGSize(width: band.contentWidth, height: band.frame.height)
            // A row scrolled away and back keeps where it was scrolled to.
            if isNew, let offset = orthogonalOffsets[section] {
                scroller.contentOffset = CGPoint(x: min(offset, max(0, band.contentWidth - band.frame.width)), y: 0)
            }
        }
        for (section, scroller) in orthogonalScrollers where !kept.contains(section) {
            // Its cells leave with it (their attributes are gone from the bounds).
            orthogonalScrollers[section] = nil
            orthogonalOffsets[section] = scroller.contentOffset.x
            for view in scroller.subviews where view is UICollectionReusableView { addSubview(view) }
            scroller.removeFromSuperview()
        }
    }

    /// `point` (in the collection view) where the layout's frames put it: in
    /// an orthogonal section's band, moved by how far its row is scrolled.
    func layoutPoint(for point: CGPoint) -> CGPoint {
        for scroller in orthogonalScrollers.values where scroller.frame.contains(point) {
            return CGPoint(x: point.x + scroller.contentOffset.x, y: point.y)
        }
        return point
    }
}
