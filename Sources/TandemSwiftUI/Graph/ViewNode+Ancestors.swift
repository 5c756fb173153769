import Foundation

// What a node finds by walking up to the root: kept out of its storage,
// since every node of a large list would carry it.
extension ViewNode {
    /// Distance from the root: updates run parents before children.
    /// Counted when asked (for the nodes invalidated in one pass), not
    /// stored: every node of a large list is a word smaller.
    var depth: Int {
        var depth = 0
        var node = parent
        while let ancestor = node {
            depth += 1
            node = ancestor.parent
        }
        return depth
    }

    /// The custom modifier whose content placeholders inside this node's
    /// subtree show: always an ancestor, `nil` outside a modifier's body
    /// and once dismantled.
    ///
    /// Found when asked (by a placeholder's update), not stored: every
    /// node of a large list is a word smaller. The nearest ancestor that
    /// shows a modifier's content; a placeholder on the way shows the
    /// content of the modifier its own source is inside, so the search
    /// goes on from its source.
    var modifierContentSource: ViewNode? {
        // How many sources are still to be found from `node`: a
        // placeholder's children look for its source's source.
        var node = self
        var sourcesToFind = 1
        while sourcesToFind > 0 {
            guard let parent = node.parent else { return nil }
            if parent.modifiedContent != nil {
                sourcesToFind -= 1
            } else if parent.isContentPlaceholder {
                sourcesToFind += 1
            }
            node = parent
        }
        return node
    }
}
