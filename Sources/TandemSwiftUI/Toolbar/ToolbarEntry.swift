/// One bar item a view asks for: where it goes and the view it shows.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: any View
}
