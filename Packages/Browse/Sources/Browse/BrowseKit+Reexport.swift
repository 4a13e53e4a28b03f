// The browser that knows no API (its catalog of resources, how a run ends) is `BrowseKit`'s:
// importing `Browse` names it too, so that the program that runs JSONPlaceholder's browser
// depends on this package alone.
@_exported import BrowseKit
