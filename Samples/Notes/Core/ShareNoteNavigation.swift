//
//  ShareNoteNavigation.swift
//  Notes
//
//  Every screen that shows a note can share it the same way; routers adopt this instead of
//  copying the share code.
//

import UIKit

protocol ShareNoteNavigation: AnyObject {
    associatedtype View: UIViewController
    var view: View? { get }
}

extension ShareNoteNavigation {

    func navigateToShare(_ note: Note, from sourceView: UIView?) {
        let share = ShareViewFactory.createView(note: note)
        share.modalPresentationStyle = .popover
        share.popoverPresentationController?.sourceView = sourceView ?? view?.view
        view?.present(share, animated: true)
    }
}
