internal import CPangoCairo
import Foundation
import TandemSupport

extension CGContext {
    /// Starts a transparency layer: later drawing goes to an offscreen group
    /// that ``endTransparencyLayer()`` composites as one image.
    ///
    /// As in CoreGraphics, the current alpha and blend mode apply to the
    /// finished layer, not to each drawing call inside it (inside, alpha
    /// starts at 1 and the blend mode at normal). The graphics state is saved
    /// with the layer and restored when it ends. Layers nest.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        savedStates.append(state)
        transparencyLayerAlphas.append(state.alpha)
        state.alpha = 1
        // The group saves cairo's state (the blend operator among it) and
        // restores it when popped, so the layer is composited with the mode
        // set before it began.
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Starts a transparency layer limited to `rect` (drawing outside it is clipped).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Composites the innermost transparency layer with the alpha that was
    /// current when it began. An unbalanced call is reported and ignored.
    public func endTransparencyLayer() {
        guard let alpha = transparencyLayerAlphas.popLast(), let saved = savedStates.popLast() else {
            Diagnostics.report("CGContext", "endTransparencyLayer without a matching beginTransparencyLayer; ignored")
            return
        }
        state = saved
        // The group is popped even when nothing is drawn (a singular CTM, as
        // a layer scaled to zero has): a group left on cairo's stack makes
        // the next restore fail, and a failed cairo context draws nothing again.
        guard !state.isSingular else {
            cairo_pattern_destroy(cairo_pop_group(cr))
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            return
        }
        draw {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        // Popping restored cairo's own state; the source is left as the group.
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
    }
}
