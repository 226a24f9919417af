//
//  ForceUpdateProtocols.swift
//  Larder
//

import UIKit

protocol ForceUpdateViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol ForceUpdatePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapReleaseNotes()
}

protocol ForceUpdateRouterProtocol: AnyObject {
    func openReleaseNotes(url: URL)
}
