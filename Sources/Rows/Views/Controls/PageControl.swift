/// Page dots, as `UIPageControl`: no pages, the first current, UIKit's colours by default.
open class PageControl: Control {
    public var numberOfPages = 0
    public var currentPage = 0
    public var hidesForSinglePage = false
    public var pageIndicatorTintColor: Color?
    public var currentPageIndicatorTintColor: Color?

    open override var className: String { "PageControl" }
    open override func makeFresh() -> View { PageControl() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("numberOfPages", numberOfPages)
        list.append("currentPage", currentPage)
        list.append("hidesForSinglePage", hidesForSinglePage)
        list.append("pageIndicatorTintColor", pageIndicatorTintColor)
        list.append("currentPageIndicatorTintColor", currentPageIndicatorTintColor)
    }
}
