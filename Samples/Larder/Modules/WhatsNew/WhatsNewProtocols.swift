//
//  WhatsNewProtocols.swift
//  Larder
//

import UIKit

protocol WhatsNewViewProtocol: AnyObject {
    func display(sections: [[ListItem]])
    func display(error message: String)
}

protocol WhatsNewPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol WhatsNewRouterProtocol: AnyObject {
    func close()
}
