//
//  IntroTourProtocols.swift
//  Larder
//

import UIKit

protocol IntroTourViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol IntroTourPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol IntroTourRouterProtocol: AnyObject {
    func close()
}
