// The browser that knows no API (its catalog of resources, how a run ends) is `BrowseKit`'s, and
// JSONPlaceholder's catalog and add-ons `JSONPlaceholderBrowse`'s: importing `Browse` names them
// too, so that the program that runs JSONPlaceholder's browser depends on this package alone.
@_exported import BrowseKit
@_exported import JSONPlaceholderBrowse
