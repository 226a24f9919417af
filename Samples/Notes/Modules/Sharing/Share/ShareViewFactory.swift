//
//  ShareViewFactory.swift
//  Notes
//

import UIKit

enum ShareViewFactory {

    static func createView(note: Note) -> UIViewController {
        let view = ShareView()
        let presenter = SharePresenter(note: note)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
